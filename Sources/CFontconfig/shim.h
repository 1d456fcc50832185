#ifndef CLIPGEN_CFONTCONFIG_SHIM_H
#define CLIPGEN_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif

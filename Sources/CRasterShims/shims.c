#include "CRasterShims.h"

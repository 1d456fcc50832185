#ifndef CLIPGEN_CJAVASCRIPTCORE_SHIM_H
#define CLIPGEN_CJAVASCRIPTCORE_SHIM_H
#include <JavaScriptCore/JavaScript.h>

// Declared in JSC's private JSContextRefPrivate.h (not installed by Debian's -dev package) but
// exported by libjavascriptcoregtk-4.1 (`nm -D` lists both): a per-context-group watchdog that
// stops a script running longer than `limit` seconds. The callback returns true to terminate.
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);
void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit, JSShouldTerminateCallback callback, void *context);
void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);
// From JSC's private JSBasePrivate.h, exported likewise: the context group's heap figures as an
// object (heapSize, heapCapacity, extraMemorySize, objectCount, …).
JSObjectRef JSGetMemoryUsageStatistics(JSContextRef ctx);
#endif

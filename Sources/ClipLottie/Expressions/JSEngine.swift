import CJavaScriptCore
import ClipGeometry
import Foundation
import Synchronization

/// One JavaScriptCore context group and context with the prelude loaded. Used by one thread at
/// a time (the pool hands it out); its native functions read the document through `session`.
final class JSEngine: @unchecked Sendable {
    let group: JSContextGroupRef
    let context: JSGlobalContextRef
    unowned let runtime: ExpressionRuntime
    var session: ExpressionSession?
    private var functions: [Int: JSObjectRef] = [:]
    private var props: [Int: JSObjectRef] = [:]
    private var sources: [Int: JSValueRef?] = [:]
    private var compileErrors: [Int: String] = [:]
    private var runFunction: JSObjectRef?
    private var compileFunction: JSObjectRef?
    private var makePropFunction: JSObjectRef?
    private var setupError: String?
    /// Set by the watchdog callback when it stopped a script.
    fileprivate var watchdogFired = false
    /// Why the watchdog stopped the script.
    fileprivate var stopReason = ""
    /// The thread CPU time when the outermost evaluation began.
    fileprivate var evaluationStart = 0.0

    /// CPU seconds of the calling thread.
    static func threadCPUTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Called by JavaScriptCore's watchdog every `watchdogTick` seconds while a script runs (on its
    /// thread): true stops the script; false re-arms the watchdog for another tick.
    fileprivate static let watchdog: JSShouldTerminateCallback = { ctx, p in
        guard let p else { return true }
        return Unmanaged<JSEngine>.fromOpaque(p).takeUnretainedValue().shouldStop(ctx)
    }

    fileprivate func shouldStop(_ ctx: JSContextRef?) -> Bool {
        if Self.threadCPUTime() - evaluationStart >= ExpressionRuntime.timeLimit {
            stopReason = "stopped after \(ExpressionRuntime.timeLimit) s"
        } else if let ctx, heapBytes(ctx) > ExpressionRuntime.heapLimit {
            stopReason = "stopped: its JavaScript heap passed \(ExpressionRuntime.heapLimit >> 20) MiB"
        } else {
            JSContextGroupSetExecutionTimeLimit(
                group, ExpressionRuntime.watchdogTick, Self.watchdog, Unmanaged.passUnretained(self).toOpaque())
            return false
        }
        watchdogFired = true
        return true
    }

    /// The heap's capacity (or size, when larger) plus memory held outside it, bytes.
    func heapBytes(_ ctx: JSContextRef) -> Int {
        guard let stats = JSGetMemoryUsageStatistics(ctx) else { return 0 }
        func figure(_ name: String) -> Double {
            let n = JSStringCreate(name)
            defer { JSStringRelease(n) }
            let v = JSValueToNumber(ctx, JSObjectGetProperty(ctx, stats, n, nil), nil)
            return v.isFinite && v > 0 ? v : 0
        }
        return Int(min(9e18, max(figure("heapSize"), figure("heapCapacity")) + figure("extraMemorySize")))
    }

    /// JavaScriptCore's options, set once before its first virtual machine is made (it reads them
    /// from the environment then). `usePollingTraps`: optimised (DFG/FTL) code polls for the
    /// watchdog's stop request. JavaScriptCore's default, interrupting the running thread with a
    /// signal, sometimes never stopped a loop: one engine that had stopped a few loops ran the
    /// next one forever (a dozen `while (true) {}` expressions hung 1 run in 2).
    private static let options: Void = { setenv("JSC_usePollingTraps", "true", 1) }()

    init(runtime: ExpressionRuntime) {
        self.runtime = runtime
        Self.options
        group = JSContextGroupCreate()
        // A plain global object (a classed one would send every global lookup down JSC's slow
        // path); the native functions carry the engine as their private data instead.
        context = JSGlobalContextCreateInGroup(group, nil)
        let global = JSContextGetGlobalObject(context)
        JSContextGroupSetExecutionTimeLimit(
            group, ExpressionRuntime.watchdogTick, Self.watchdog, Unmanaged.passUnretained(self).toOpaque())
        evaluationStart = Self.threadCPUTime()
        // No WebAssembly: its loops do not reach the watchdog (one ran at 100 % CPU for good, deaf
        // to signals). Removed before any other script runs, so nothing can keep a reference.
        var wasmException: JSValueRef?
        _ = evaluateScript("delete globalThis.WebAssembly;", exception: &wasmException)
        install("__nv", nativeNodeValue)
        install("__ns", nativeNodeStatic)
        install("__nk", nativeNodeKeyCount)
        install("__xs", nativeExpressionStatic)
        install("__xk", nativeExpressionKeys)
        install("__mat", nativeLayerMatrix)
        install("__np", nativeNodePath)
        install("__xp", nativeExpressionPath)
        var exception: JSValueRef?
        _ = evaluateScript(ExpressionPrelude.source, exception: &exception)
        if let exception {
            setupError = "prelude: " + string(exception)
            return
        }
        guard let setup = property(global, "__setup") else {
            setupError = "prelude: no setup"
            return
        }
        let meta = jsString(runtime.metadata)
        _ = call(setup, [meta], exception: &exception)
        if let exception { setupError = "setup: " + string(exception) }
        runFunction = property(global, "__run")
        compileFunction = property(global, "__compile")
        makePropFunction = property(global, "__makeProp")
        for f in [runFunction, compileFunction, makePropFunction] { if let f { JSValueProtect(context, f) } }
    }

    deinit {
        for f in functions.values { JSValueUnprotect(context, f) }
        for p in props.values { JSValueUnprotect(context, p) }
        for case let v? in sources.values { JSValueUnprotect(context, v) }
        for f in [runFunction, compileFunction, makePropFunction] { if let f { JSValueUnprotect(context, f) } }
        JSGlobalContextRelease(context)
        JSContextGroupRelease(group)
    }

    /// The engine of a native function object (its private data).
    static func from(_ function: JSObjectRef?) -> JSEngine? {
        guard let function, let p = JSObjectGetPrivate(function) else { return nil }
        return Unmanaged<JSEngine>.fromOpaque(p).takeUnretainedValue()
    }

    // MARK: Running

    /// Expression `id` at `time` seconds with `value` its static value: the result's numbers.
    func run(_ id: Int, time: Double, value: [Double]) -> Result<[Double], ExpressionFailure> {
        if let setupError { return .failure(ExpressionFailure(message: setupError, timedOut: false)) }
        guard let run = runFunction else { return .failure(ExpressionFailure(message: "no engine", timedOut: false)) }
        let info = runtime.table.expressions[id]
        let nested = (session?.stack.count ?? 1) > 1
        // The budget is the outermost evaluation's: expressions it reads count against it.
        if !nested { evaluationStart = Self.threadCPUTime() }
        defer { if watchdogFired && stopReason.contains("heap") && !nested { JSGarbageCollect(context) } }
        if let e = compileErrors[id] { return .failure(ExpressionFailure(message: e, timedOut: false)) }
        var exception: JSValueRef?
        let fn: JSObjectRef
        if let f = functions[id] {
            fn = f
        } else {
            let src = jsString(info.source)
            guard let compile = compileFunction else { return .failure(ExpressionFailure(message: "no engine", timedOut: false)) }
            watchdogFired = false
            let made = call(compile, [src], exception: &exception)
            if let exception {
                let message = watchdogFired ? stopReason : string(exception)
                compileErrors[id] = message
                return .failure(ExpressionFailure(message: message, timedOut: watchdogFired))
            }
            guard let made, let object = JSValueToObject(context, made, nil) else {
                return .failure(ExpressionFailure(message: "did not compile", timedOut: false))
            }
            JSValueProtect(context, object)
            functions[id] = object
            fn = object
        }
        let prop: JSObjectRef
        if let p = props[id] {
            prop = p
        } else {
            guard let make = makePropFunction else { return .failure(ExpressionFailure(message: "no engine", timedOut: false)) }
            var seed: UInt32 = 2_166_136_261
            for b in info.path.utf8 { seed = (seed ^ UInt32(b)) &* 16_777_619 }
            let args = [
                JSValueMakeNumber(context, Double(id)), JSValueMakeNumber(context, Double(info.node)),
                JSValueMakeNumber(context, Double(info.layer)),
                JSValueMakeNumber(context, Double(Int32(bitPattern: seed))), JSValueMakeBoolean(context, info.shape != nil),
            ]
            let made = call(make, args, exception: &exception)
            if let exception { return .failure(ExpressionFailure(message: string(exception), timedOut: false)) }
            guard let made, let object = JSValueToObject(context, made, nil) else {
                return .failure(ExpressionFailure(message: "no property", timedOut: false))
            }
            JSValueProtect(context, object)
            props[id] = object
            prop = object
        }
        let args: [JSValueRef?] = [
            fn, prop, JSValueMakeNumber(context, Double(info.layer)), JSValueMakeNumber(context, Double(info.comp)),
            JSValueMakeNumber(context, time), jsValue(value), sourceValue(id, info.source),
        ]
        watchdogFired = false
        let result = call(run, args, exception: &exception)
        if let exception {
            // A stop inside a nested evaluation is the outer expression's time-out.
            let stopped = watchdogFired && !nested
            return .failure(
                ExpressionFailure(
                    message: watchdogFired ? stopReason : string(exception), timedOut: stopped))
        }
        guard let result else { return .failure(ExpressionFailure(message: "no result", timedOut: false)) }
        if JSValueIsNumber(context, result) { return .success([JSValueToNumber(context, result, nil)]) }
        guard let object = JSValueToObject(context, result, nil) else {
            return .failure(ExpressionFailure(message: "result is not a number or an array", timedOut: false))
        }
        let n = JSObjectGetTypedArrayLength(context, object, nil)
        guard n > 0, let bytes = JSObjectGetTypedArrayBytesPtr(context, object, nil) else { return .success([]) }
        let p = bytes.assumingMemoryBound(to: Double.self)
        return .success(Array(UnsafeBufferPointer(start: p, count: n)))
    }

    // MARK: Native functions

    /// A number for one value, an array for several.
    func jsValue(_ v: [Double]) -> JSValueRef? {
        if v.count == 1 { return JSValueMakeNumber(context, v[0]) }
        let items: [JSValueRef?] = v.map { JSValueMakeNumber(context, $0) }
        return items.withUnsafeBufferPointer { JSObjectMakeArray(context, items.count, $0.baseAddress, nil) }
    }

    fileprivate func number(_ args: UnsafePointer<JSValueRef?>?, _ count: Int, _ i: Int) -> Double? {
        guard i < count, let args, let v = args[i] else { return nil }
        let d = JSValueToNumber(context, v, nil)
        return d.isFinite ? d : nil
    }

    fileprivate func node(_ args: UnsafePointer<JSValueRef?>?, _ count: Int) -> ExpressionNode? {
        guard let d = number(args, count, 0), d >= 0, d < Double(runtime.table.nodes.count) else { return nil }
        return runtime.table.nodes[Int(d)]
    }

    fileprivate func expression(_ args: UnsafePointer<JSValueRef?>?, _ count: Int) -> ExpressionInfo? {
        guard let d = number(args, count, 0), d >= 0, d < Double(runtime.table.expressions.count) else { return nil }
        return runtime.table.expressions[Int(d)]
    }

    fileprivate func frame(_ args: UnsafePointer<JSValueRef?>?, _ count: Int) -> Double {
        let t = number(args, count, 1) ?? 0
        return max(-1e9, min(1e9, t * runtime.table.frameRate))
    }

    fileprivate func keys(_ a: Animated<[Double]>) -> JSValueRef? {
        var list: [JSValueRef?] = []
        var animated = a
        while case .expression(let base, _) = animated { animated = base }
        if case .keyed(let ks) = animated {
            for k in ks.prefix(10_000) {
                let pair: [JSValueRef?] = [JSValueMakeNumber(context, k.time), jsArray(k.start)]
                list.append(pair.withUnsafeBufferPointer { JSObjectMakeArray(context, 2, $0.baseAddress, nil) })
            }
        }
        return list.withUnsafeBufferPointer { JSObjectMakeArray(context, list.count, $0.baseAddress, nil) }
    }

    /// `[closed, vertices, in points, out points]` (points absolute) for the prelude's path interface.
    func pathValue(_ s: BezierShape) -> JSValueRef? {
        func points(_ list: [Point]) -> JSValueRef? {
            let items: [JSValueRef?] = list.prefix(100_000).map { jsArray([$0.x, $0.y]) }
            return items.withUnsafeBufferPointer { JSObjectMakeArray(context, items.count, $0.baseAddress, nil) }
        }
        let parts: [JSValueRef?] = [JSValueMakeBoolean(context, s.closed), points(s.vertices), points(s.inPoints), points(s.outPoints)]
        return parts.withUnsafeBufferPointer { JSObjectMakeArray(context, 4, $0.baseAddress, nil) }
    }

    /// The source as a JavaScript string, made once (only the form without `$bm_rt` reads it).
    private func sourceValue(_ id: Int, _ source: String) -> JSValueRef? {
        if let v = sources[id] { return v }
        guard !source.contains("$bm_rt") else { return JSValueMakeUndefined(context) }
        let v = jsString(source)
        if let v { JSValueProtect(context, v) }
        sources[id] = v
        return v
    }

    /// A JavaScript string value.
    func jsString(_ text: String) -> JSValueRef? {
        let s = JSStringCreate(text)
        defer { JSStringRelease(s) }
        return JSValueMakeString(context, s)
    }

    fileprivate func jsArray(_ v: [Double]) -> JSValueRef? {
        let items: [JSValueRef?] = v.map { JSValueMakeNumber(context, $0) }
        return items.withUnsafeBufferPointer { JSObjectMakeArray(context, items.count, $0.baseAddress, nil) }
    }

    fileprivate func throwError(_ message: String, _ exception: UnsafeMutablePointer<JSValueRef?>?) -> JSValueRef? {
        let arg: [JSValueRef?] = [jsString(message)]
        exception?.pointee = arg.withUnsafeBufferPointer { JSObjectMakeError(context, 1, $0.baseAddress, nil) }
        return JSValueMakeUndefined(context)
    }

    /// The world matrix of layer `ref` at `frame` in its composition: own transform, then parents'.
    fileprivate func layerMatrix(_ ref: Int, frame: Double) -> [Double] {
        let table = runtime.table
        var m = AffineTransform.identity
        var current: Int? = ref
        var hops = 0
        while let r = current, hops < 64 {
            hops += 1
            let l = table.layers[r]
            m = m.concatenating(transformAt(l.transform, frame: frame).0)
            current = l.parent.flatMap { p in table.comps[l.comp].layers.first { table.layers[$0].index == p } }
        }
        return [m.a, m.b, m.c, m.d, m.tx, m.ty]
    }

    // MARK: JSC helpers

    func install(_ name: String, _ callback: JSObjectCallAsFunctionCallback) {
        let n = JSStringCreate(name)
        defer { JSStringRelease(n) }
        var definition = kJSClassDefinitionEmpty
        definition.callAsFunction = callback
        let functionClass = JSClassCreate(&definition)
        defer { JSClassRelease(functionClass) }
        let f = JSObjectMake(context, functionClass, Unmanaged.passUnretained(self).toOpaque())
        JSObjectSetProperty(
            context, JSContextGetGlobalObject(context), n, f,
            JSPropertyAttributes(kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontDelete), nil)
    }

    func evaluateScript(_ source: String, exception: inout JSValueRef?) -> JSValueRef? {
        let s = JSStringCreate(source)
        defer { JSStringRelease(s) }
        return JSEvaluateScript(context, s, nil, nil, 1, &exception)
    }

    func property(_ object: JSObjectRef?, _ name: String) -> JSObjectRef? {
        let n = JSStringCreate(name)
        defer { JSStringRelease(n) }
        guard let v = JSObjectGetProperty(context, object, n, nil), JSValueIsObject(context, v) else { return nil }
        return JSValueToObject(context, v, nil)
    }

    func call(_ f: JSObjectRef, _ args: [JSValueRef?], exception: inout JSValueRef?) -> JSValueRef? {
        args.withUnsafeBufferPointer { JSObjectCallAsFunction(context, f, nil, args.count, $0.baseAddress, &exception) }
    }

    func string(_ v: JSValueRef) -> String {
        guard let s = JSValueToStringCopy(context, v, nil) else { return "exception" }
        defer { JSStringRelease(s) }
        let n = JSStringGetMaximumUTF8CStringSize(s)
        var buffer = [CChar](repeating: 0, count: min(n, 4096))
        _ = JSStringGetUTF8CString(s, &buffer, buffer.count)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(text.prefix(200))
    }
}

/// A JSString from Swift text (the caller's value keeps it alive; JSValueMakeString copies it).
private func JSStringCreate(_ s: String) -> JSStringRef? {
    s.withCString { JSStringCreateWithUTF8CString($0) }
}

// The native functions, as C callbacks: the engine is the function object's private data.
private func nativeNodeValue(
    _ ctx: JSContextRef?, _ f: JSObjectRef?, _ this: JSObjectRef?, _ count: Int, _ args: UnsafePointer<JSValueRef?>?,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let engine = JSEngine.from(f) else { return nil }
    guard let node = engine.node(args, count), let value = node.value else { return engine.throwError("not a value property", exception) }
    let frame = engine.frame(args, count)
    // Through the property's own expression (inside this session), as lottie-web reads it.
    return engine.jsValue(value.value(at: frame))
}

private func nativeNodeStatic(
    _ ctx: JSContextRef?, _ f: JSObjectRef?, _ this: JSObjectRef?, _ count: Int, _ args: UnsafePointer<JSValueRef?>?,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let engine = JSEngine.from(f) else { return nil }
    guard let node = engine.node(args, count), let value = node.value else { return engine.throwError("not a value property", exception) }
    return engine.jsValue(value.staticValue(at: engine.frame(args, count)))
}

private func nativeNodeKeyCount(
    _ ctx: JSContextRef?, _ f: JSObjectRef?, _ this: JSObjectRef?, _ count: Int, _ args: UnsafePointer<JSValueRef?>?,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let engine = JSEngine.from(f) else { return nil }
    guard let node = engine.node(args, count), var value = node.value else { return JSValueMakeNumber(engine.context, 0) }
    while case .expression(let base, _) = value { value = base }
    if case .keyed(let ks) = value { return JSValueMakeNumber(engine.context, Double(ks.count)) }
    return JSValueMakeNumber(engine.context, 0)
}

private func nativeExpressionStatic(
    _ ctx: JSContextRef?, _ f: JSObjectRef?, _ this: JSObjectRef?, _ count: Int, _ args: UnsafePointer<JSValueRef?>?,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let engine = JSEngine.from(f) else { return nil }
    guard let info = engine.expression(args, count) else { return engine.throwError("no such expression", exception) }
    return engine.jsValue(info.base.staticValue(at: engine.frame(args, count)))
}

private func nativeExpressionKeys(
    _ ctx: JSContextRef?, _ f: JSObjectRef?, _ this: JSObjectRef?, _ count: Int, _ args: UnsafePointer<JSValueRef?>?,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let engine = JSEngine.from(f) else { return nil }
    guard let info = engine.expression(args, count) else { return engine.throwError("no such expression", exception) }
    return engine.keys(info.base)
}

private func nativeLayerMatrix(
    _ ctx: JSContextRef?, _ f: JSObjectRef?, _ this: JSObjectRef?, _ count: Int, _ args: UnsafePointer<JSValueRef?>?,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let engine = JSEngine.from(f) else { return nil }
    guard let d = engine.number(args, count, 0), d >= 0, d < Double(engine.runtime.table.layers.count) else {
        return engine.throwError("no such layer", exception)
    }
    let frame = engine.frame(args, count)
    return engine.jsArray(engine.layerMatrix(Int(d), frame: frame))
}

private func nativeExpressionPath(
    _ ctx: JSContextRef?, _ f: JSObjectRef?, _ this: JSObjectRef?, _ count: Int, _ args: UnsafePointer<JSValueRef?>?,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let engine = JSEngine.from(f) else { return nil }
    guard let info = engine.expression(args, count), let shape = info.shape else {
        return engine.throwError("not a path property", exception)
    }
    return engine.pathValue(shape.value(at: engine.frame(args, count)))
}

private func nativeNodePath(
    _ ctx: JSContextRef?, _ f: JSObjectRef?, _ this: JSObjectRef?, _ count: Int, _ args: UnsafePointer<JSValueRef?>?,
    _ exception: UnsafeMutablePointer<JSValueRef?>?
) -> JSValueRef? {
    guard let engine = JSEngine.from(f) else { return nil }
    guard let node = engine.node(args, count), let shape = node.shape else { return engine.throwError("not a path property", exception) }
    return engine.pathValue(shape.value(at: engine.frame(args, count)))
}

/// The JavaScript (`ExpressionPrelude.js`, compiled into the module with `.embedInCode`, checked
/// by `node --check` in `make lint-text`) evaluated once in every expression context: lottie-web's expression globals
/// (`$bm_sum`, `linear`, `loopOut`, `wiggle`, `thisComp`, …; their coercions follow lottie-web's
/// `ExpressionManager.js`, MIT licence), written over four native functions the engine installs
/// first: `__nv(node, t)` a property's value at `t` seconds (through its expression), `__ns(node, t)`
/// its keyframed value, `__xs(expr, t)` / `__xk(expr)` an expression's own keyframed value and
/// keyframes, and `__mat(layer, t)` a layer's matrix in its composition. `__setup(meta)` receives the
/// document's names (compositions, layers, property trees), then everything reachable from the
/// global object is frozen: an expression cannot leave state behind for the next frame.
enum ExpressionPrelude {
    /// The script's text.
    static let source = String(decoding: PackageResources.ExpressionPrelude_js, as: UTF8.self)
}

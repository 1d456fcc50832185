var __setup = (function (G) {
'use strict';
var fr = 30, META = null;
var curT = [0];
function now() { return curT[curT.length - 1]; }

function $bm_isInstanceOfArray(a) { return a != null && (a.constructor === Array || a.constructor === Float32Array || a.constructor === Float64Array); }
function isNumerable(t, v) { return t === 'number' || v instanceof Number || t === 'boolean' || t === 'string'; }
function $bm_neg(a) {
  var t = typeof a;
  if (t === 'number' || a instanceof Number || t === 'boolean') return -a;
  if ($bm_isInstanceOfArray(a)) { var r = []; for (var i = 0; i < a.length; i++) r[i] = -a[i]; return r; }
  return -a;
}
function sum(a, b) {
  var ta = typeof a, tb = typeof b;
  if ((isNumerable(ta, a) && isNumerable(tb, b)) || ta === 'string' || tb === 'string') return a + b;
  if ($bm_isInstanceOfArray(a) && isNumerable(tb, b)) { a = Array.prototype.slice.call(a); a[0] += b; return a; }
  if (isNumerable(ta, a) && $bm_isInstanceOfArray(b)) { b = Array.prototype.slice.call(b); b[0] = a + b[0]; return b; }
  if ($bm_isInstanceOfArray(a) && $bm_isInstanceOfArray(b)) {
    var r = [], i = 0;
    while (i < a.length || i < b.length) {
      if ((typeof a[i] === 'number' || a[i] instanceof Number) && (typeof b[i] === 'number' || b[i] instanceof Number)) r[i] = a[i] + b[i];
      else r[i] = b[i] === undefined ? a[i] : a[i] || b[i];
      i++;
    }
    return r;
  }
  return 0;
}
function sub(a, b) {
  var ta = typeof a, tb = typeof b;
  if (isNumerable(ta, a) && isNumerable(tb, b)) {
    if (ta === 'string') a = parseInt(a, 10);
    if (tb === 'string') b = parseInt(b, 10);
    return a - b;
  }
  if ($bm_isInstanceOfArray(a) && isNumerable(tb, b)) { a = Array.prototype.slice.call(a); a[0] -= b; return a; }
  if (isNumerable(ta, a) && $bm_isInstanceOfArray(b)) { b = Array.prototype.slice.call(b); b[0] = a - b[0]; return b; }
  if ($bm_isInstanceOfArray(a) && $bm_isInstanceOfArray(b)) {
    var r = [], i = 0;
    while (i < a.length || i < b.length) {
      if ((typeof a[i] === 'number' || a[i] instanceof Number) && (typeof b[i] === 'number' || b[i] instanceof Number)) r[i] = a[i] - b[i];
      else r[i] = b[i] === undefined ? a[i] : a[i] || b[i];
      i++;
    }
    return r;
  }
  return 0;
}
function mul(a, b) {
  var ta = typeof a, tb = typeof b, r, i;
  if (isNumerable(ta, a) && isNumerable(tb, b)) return a * b;
  if ($bm_isInstanceOfArray(a) && isNumerable(tb, b)) { r = []; for (i = 0; i < a.length; i++) r[i] = a[i] * b; return r; }
  if (isNumerable(ta, a) && $bm_isInstanceOfArray(b)) { r = []; for (i = 0; i < b.length; i++) r[i] = a * b[i]; return r; }
  return 0;
}
function div(a, b) {
  var ta = typeof a, tb = typeof b, r, i;
  if (isNumerable(ta, a) && isNumerable(tb, b)) return a / b;
  if ($bm_isInstanceOfArray(a) && isNumerable(tb, b)) { r = []; for (i = 0; i < a.length; i++) r[i] = a[i] / b; return r; }
  if (isNumerable(ta, a) && $bm_isInstanceOfArray(b)) { r = []; for (i = 0; i < b.length; i++) r[i] = a / b[i]; return r; }
  return 0;
}
function mod(a, b) {
  if (typeof a === 'string') a = parseInt(a, 10);
  if (typeof b === 'string') b = parseInt(b, 10);
  return a % b;
}
function clamp(num, min, max) {
  if (min > max) { var m = max; max = min; min = m; }
  if ($bm_isInstanceOfArray(num)) {
    var r = [];
    for (var i = 0; i < num.length; i++) {
      var lo = $bm_isInstanceOfArray(min) ? min[i] : min, hi = $bm_isInstanceOfArray(max) ? max[i] : max;
      r[i] = Math.min(Math.max(num[i], lo), hi);
    }
    return r;
  }
  return Math.min(Math.max(num, min), max);
}
var degToRads = Math.PI / 180;
function radiansToDegrees(v) { return v / degToRads; }
function degreesToRadians(v) { return v * degToRads; }
function length(a, b) {
  if (typeof a === 'number' || a instanceof Number) { b = b || 0; return Math.abs(a - b); }
  if (!b) b = [0, 0, 0, 0, 0, 0];
  var n = Math.min(a.length, b.length), s = 0;
  for (var i = 0; i < n; i++) s += Math.pow(b[i] - a[i], 2);
  return Math.sqrt(s);
}
function normalize(v) { return div(v, length(v)); }
function dot(a, b) { var s = 0; for (var i = 0; i < Math.min(a.length, b.length); i++) s += a[i] * b[i]; return s; }
function cross(a, b) { return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]; }
function rgbToHsl(val) {
  var r = val[0], g = val[1], b = val[2], max = Math.max(r, g, b), min = Math.min(r, g, b), h, s, l = (max + min) / 2;
  if (max === min) { h = 0; s = 0; } else {
    var d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0); else if (max === g) h = (b - r) / d + 2; else h = (r - g) / d + 4;
    h /= 6;
  }
  return [h, s, l, val[3]];
}
function hue2rgb(p, q, t) {
  if (t < 0) t += 1; if (t > 1) t -= 1;
  if (t < 1 / 6) return p + (q - p) * 6 * t;
  if (t < 1 / 2) return q;
  if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
  return p;
}
function hslToRgb(val) {
  var h = val[0], s = val[1], l = val[2], r, g, b;
  if (s === 0) { r = g = b = l; } else {
    var q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q;
    r = hue2rgb(p, q, h + 1 / 3); g = hue2rgb(p, q, h); b = hue2rgb(p, q, h - 1 / 3);
  }
  return [r, g, b, val[3]];
}
function linear(t, tMin, tMax, v1, v2) {
  if (v1 === undefined || v2 === undefined) { v1 = tMin; v2 = tMax; tMin = 0; tMax = 1; }
  if (tMax < tMin) { var m = tMax; tMax = tMin; tMin = m; }
  if (t <= tMin) return v1;
  if (t >= tMax) return v2;
  var p = tMax === tMin ? 0 : (t - tMin) / (tMax - tMin);
  if (!v1.length) return v1 + (v2 - v1) * p;
  var r = [];
  for (var i = 0; i < v1.length; i++) r[i] = v1[i] + (v2[i] - v1[i]) * p;
  return r;
}
// lottie-web's ease curves: cubic-bezier timing functions.
function bezierEasing(x1, y1, x2, y2) {
  function bx(t) { return ((1 - 3 * x2 + 3 * x1) * t + (3 * x2 - 6 * x1)) * t * t + 3 * x1 * t; }
  function by(t) { return ((1 - 3 * y2 + 3 * y1) * t + (3 * y2 - 6 * y1)) * t * t + 3 * y1 * t; }
  return function (x) {
    if (x <= 0) return 0; if (x >= 1) return 1;
    var lo = 0, hi = 1, t = x;
    for (var i = 0; i < 60; i++) { var v = bx(t); if (Math.abs(v - x) < 1e-10) break; if (v < x) lo = t; else hi = t; t = (lo + hi) / 2; }
    return by(t);
  };
}
var easeInBez = bezierEasing(0.333, 0, 0.833, 0.833), easeOutBez = bezierEasing(0.167, 0.167, 0.667, 1), easeInOutBez = bezierEasing(0.33, 0, 0.667, 1);
function applyEase(fn, t, tMin, tMax, v1, v2) {
  if (v1 === undefined) { v1 = tMin; v2 = tMax; } else { t = (t - tMin) / (tMax - tMin); }
  if (t > 1) t = 1; else if (t < 0) t = 0;
  var m = fn(t);
  if ($bm_isInstanceOfArray(v1)) { var r = []; for (var i = 0; i < v1.length; i++) r[i] = (v2[i] - v1[i]) * m + v1[i]; return r; }
  return (v2 - v1) * m + v1;
}
function ease(t, a, b, c, d) { return applyEase(easeInOutBez, t, a, b, c, d); }
function easeIn(t, a, b, c, d) { return applyEase(easeInBez, t, a, b, c, d); }
function easeOut(t, a, b, c, d) { return applyEase(easeOutBez, t, a, b, c, d); }
function framesToTime(f, fps) { return f / (fps || fr); }
function timeToFrames(t, fps) { if (!t && t !== 0) t = now(); return t * (fps || fr); }
function lookAt(a, b) {
  var f = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  return [-Math.atan2(f[1], f[2]) / degToRads, Math.atan2(f[0], Math.sqrt(f[1] * f[1] + f[2] * f[2])) / degToRads, 0];
}

// Deterministic randomness: a 32-bit hash of (seed, counter) per draw (mulberry32 finaliser).
function hash32(x) {
  x = (x + 0x6D2B79F5) | 0;
  var t = Math.imul(x ^ (x >>> 15), 1 | x);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0);
}
function mix(a, b) { return hash32((Math.imul(a | 0, 0x9E3779B1) ^ (b | 0)) | 0); }
function timeKey(t) { return Math.round(t * 1000) | 0; }
// A stream of numbers in [0, 1) for one evaluation.
function Rng(seed) { this.s = seed >>> 0; this.n = 0; }
Rng.prototype.next = function () { this.n += 1; return mix(this.s, this.n) / 4294967296; };
// Value noise in [-1, 1]: smooth between hashed values at whole numbers.
function noise1(seed, x) {
  var i = Math.floor(x), f = x - i, u = f * f * (3 - 2 * f);
  var a = mix(seed, i) / 2147483648 - 1, b = mix(seed, i + 1) / 2147483648 - 1;
  return a + (b - a) * u;
}

function numberValue(v) {
  if (typeof v === 'number') { var n = new Number(v); return n; }
  return v;
}
function staticAt(P, t) { return P.isPath ? createPath([], [], [], false) : __xs(P.id, t); }

// The property interface of expression `id` (thisProperty): keyframes, loops, wiggle.
function Prop(id, node, layer, seed, isPath) {
  this.id = id; this.node = node; this.layerRef = layer; this.seed = seed; this.isPath = !!isPath;
  var keys = __xk(id);
  this.keys = keys;
  this.numKeys = keys.length;
}
Prop.prototype.valueAtTime = function (t) { return staticAt(this, t); };
['points', 'vertices', 'inTangents', 'outTangents', 'isClosed', 'pointOnPath', 'tangentOnPath', 'normalOnPath'].forEach(function (m) {
  Prop.prototype[m] = function (a, b) {
    if (!this.isPath) throw new TypeError(m + ' is for path properties');
    var id = this.id;
    return pathFrom(function (t) { return __xp(id, t); })[m](a, b);
  };
});
Prop.prototype.getValueAtTime = Prop.prototype.valueAtTime;
Prop.prototype.velocityAtTime = function (t) {
  var d = -0.001, a = staticAt(this, t), b = staticAt(this, t + d);
  if (a.length) { var r = []; for (var i = 0; i < a.length; i++) r[i] = (b[i] - a[i]) / d; return r; }
  return (b - a) / d;
};
Prop.prototype.speedAtTime = function (t) {
  var d = -0.01, a = staticAt(this, t), b = staticAt(this, t + d), s = 0;
  if (!a.length) return 0;
  for (var i = 0; i < a.length; i++) s += Math.pow(b[i] - a[i], 2);
  return Math.sqrt(s) * 100;
};
Prop.prototype.key = function (ind) {
  var k = this.keys[ind - 1];
  if (!k) throw new Error('The property has no keyframe at index ' + ind);
  var o = { time: k[0] / fr, value: k[1].slice(0), index: ind };
  for (var i = 0; i < k[1].length; i++) o[i] = k[1][i];
  return o;
};
Prop.prototype.nearestKey = function (time) {
  var keys = this.keys, n = keys.length, index = -1, keyTime = 0, i;
  if (!n) return { index: 0, time: 0 };
  time *= fr;
  if (time < keys[0][0]) { index = 1; keyTime = keys[0][0]; } else {
    for (i = 0; i < n - 1; i++) {
      if (time === keys[i][0]) { index = i + 1; keyTime = keys[i][0]; break; }
      if (time > keys[i][0] && time < keys[i + 1][0]) {
        if (time - keys[i][0] > keys[i + 1][0] - time) { index = i + 2; keyTime = keys[i + 1][0]; } else { index = i + 1; keyTime = keys[i][0]; }
        break;
      }
    }
    if (index === -1) { index = i + 1; keyTime = keys[i][0]; }
  }
  return { index: index, time: keyTime / fr };
};
Prop.prototype.loopOut = function (type, duration, durationFlag) {
  var pv = staticAt(this, now());
  var keys = this.keys;
  if (keys.length < 2) return pv;
  type = type ? String(type).toLowerCase() : '';
  var cur = now() * fr, last = keys[keys.length - 1][0], first, cycle, i, r;
  if (cur <= last) return pv;
  if (!durationFlag) {
    if (!duration || duration > keys.length - 1) duration = keys.length - 1;
    first = keys[keys.length - 1 - duration][0];
    cycle = last - first;
  } else {
    cycle = !duration ? Math.max(0, last - META.layers[this.layerRef].ip * fr) : Math.abs(last - fr * duration);
    first = last - cycle;
  }
  if (!(cycle > 0)) return pv;
  if (type === 'pingpong') {
    if (Math.floor((cur - first) / cycle) % 2 !== 0) return staticAt(this, (cycle - (cur - first) % cycle + first) / fr);
  } else if (type === 'offset') {
    var a = staticAt(this, first / fr), b = staticAt(this, last / fr), c = staticAt(this, ((cur - first) % cycle + first) / fr);
    var n = Math.floor((cur - first) / cycle);
    if (pv.length) { r = []; for (i = 0; i < a.length; i++) r[i] = (b[i] - a[i]) * n + c[i]; return r; }
    return (b - a) * n + c;
  } else if (type === 'continue') {
    var lv = staticAt(this, last / fr), nv = staticAt(this, (last - 0.001) / fr);
    // (lottie-web's array branch scales by 1/fr/0.0005, not 1/0.001 as its number branch does; the
    // number branch's rule, the last velocity carried on, applies to both here.)
    if (pv.length) { r = []; for (i = 0; i < lv.length; i++) r[i] = lv[i] + (lv[i] - nv[i]) * ((cur - last) / 0.001); return r; }
    return lv + (lv - nv) * ((cur - last) / 0.001);
  }
  return staticAt(this, ((cur - first) % cycle + first) / fr);
};
Prop.prototype.loopIn = function (type, duration, durationFlag) {
  var pv = staticAt(this, now());
  var keys = this.keys;
  if (keys.length < 2) return pv;
  type = type ? String(type).toLowerCase() : '';
  var cur = now() * fr, first = keys[0][0], last, cycle, i, r;
  if (cur >= first) return pv;
  if (!durationFlag) {
    if (!duration || duration > keys.length - 1) duration = keys.length - 1;
    last = keys[duration][0];
    cycle = last - first;
  } else {
    cycle = !duration ? Math.max(0, META.layers[this.layerRef].op * fr - first) : Math.abs(fr * duration);
    last = first + cycle;
  }
  if (!(cycle > 0)) return pv;
  if (type === 'pingpong') {
    if (Math.floor((first - cur) / cycle) % 2 === 0) return staticAt(this, ((first - cur) % cycle + first) / fr);
  } else if (type === 'offset') {
    var a = staticAt(this, first / fr), b = staticAt(this, last / fr), c = staticAt(this, (cycle - (first - cur) % cycle + first) / fr);
    var n = Math.floor((first - cur) / cycle) + 1;
    if (pv.length) { r = []; for (i = 0; i < a.length; i++) r[i] = c[i] - (b[i] - a[i]) * n; return r; }
    return c - (b - a) * n;
  } else if (type === 'continue') {
    var fv = staticAt(this, first / fr), nv = staticAt(this, (first + 0.001) / fr);
    if (pv.length) { r = []; for (i = 0; i < fv.length; i++) r[i] = fv[i] + ((fv[i] - nv[i]) * (first - cur)) / 0.001; return r; }
    return fv + ((fv - nv) * (first - cur)) / 0.001;
  }
  // lottie-web's default (cycle) maps the time into the first cycle.
  return staticAt(this, (cycle - ((first - cur) % cycle) + first) / fr);
};
Prop.prototype.loopOutDuration = function (type, d) { return this.loopOut(type, d, true); };
Prop.prototype.loopInDuration = function (type, d) { return this.loopIn(type, d, true); };
Prop.prototype.smooth = function (width, samples) {
  width = (width || 0.4) * 0.5; samples = Math.floor(samples || 5);
  var t0 = now(), pv = staticAt(this, t0);
  if (samples <= 1 || this.keys.length < 2) return pv;
  var step = (2 * width) / (samples - 1), acc = pv.length ? pv.map(function () { return 0; }) : 0;
  for (var s = 0; s < samples; s++) {
    var v = staticAt(this, t0 - width + s * step);
    if (pv.length) for (var j = 0; j < pv.length; j++) acc[j] += v[j] / samples; else acc += v / samples;
  }
  return acc;
};
// wiggle: After Effects' smooth noise (bounded by amp for one octave), not lottie-web's random
// walk (which draws from Math.random and is not reproducible); seeded by the property's path.
Prop.prototype.wiggle = function (freq, amp, octaves, ampMult, t) {
  freq = +freq || 0; amp = +amp || 0;
  octaves = octaves === undefined ? 1 : Math.max(1, Math.min(10, Math.floor(octaves)));
  ampMult = ampMult === undefined ? 0.5 : +ampMult;
  t = t === undefined ? now() : +t;
  var pv = staticAt(this, t), dims = pv.length ? pv.length : 1, out = [];
  for (var d = 0; d < dims; d++) {
    var s = 0, a = 1, f = 1;
    for (var o = 0; o < octaves; o++) { s += a * noise1(mix(this.seed + d * 7919, o), t * freq * f + o * 0.37); a *= ampMult; f *= 2; }
    out[d] = (pv.length ? pv[d] : pv) + amp * s;
  }
  return pv.length ? out : out[0];
};
Prop.prototype.propertyGroup = function (n) {
  var node = this.node;
  if (node < 0) throw new Error('propertyGroup: property outside the layer tree');
  n = n === undefined ? 1 : n;
  for (var i = 0; i < n; i++) { node = META.nodes[node][6]; if (node < 0) throw new Error('propertyGroup: no such group'); }
  return group(node);
};
Object.defineProperty(Prop.prototype, 'value', { get: function () { return numberValue(staticAt(this, now())); } });
Object.defineProperty(Prop.prototype, 'velocity', { get: function () { return this.velocityAtTime(now()); } });
Object.defineProperty(Prop.prototype, 'speed', { get: function () { return this.speedAtTime(now()); } });

// Interfaces over the document's tree (names from META; values from the native side).
function childOf(node, key) {
  var kids = META.nodes[node][4], i, c;
  for (i = 0; i < kids.length; i++) {
    c = META.nodes[kids[i]];
    if (c[0] === key || c[1] === key || (typeof key === 'number' && c[2] === key)) return kids[i];
  }
  if (typeof key === 'number' && key >= 1 && key <= kids.length) return kids[key - 1];
  if (typeof key === 'string') {
    var lk = key.toLowerCase();
    for (i = 0; i < kids.length; i++) if (META.nodes[kids[i]][3].indexOf(key) >= 0 || META.nodes[kids[i]][3].indexOf(lk) >= 0) return kids[i];
  }
  return -1;
}
function valueOf(node) {
  var v = numberValue(__nv(node, now()));
  var id = node;
  v.valueAtTime = function (t) { return __ns(id, t); };
  v.value = v.valueOf ? v.valueOf() : v;
  v.velocityAtTime = function (t) {
    var d = -0.001, a = __ns(id, t), b = __ns(id, t + d);
    if (a.length) { var r = []; for (var i = 0; i < a.length; i++) r[i] = (b[i] - a[i]) / d; return r; }
    return (b - a) / d;
  };
  v.numKeys = __nk(id);
  v.propertyGroup = function (n) {
    var p = id; n = n === undefined ? 1 : n;
    for (var i = 0; i < n; i++) { p = META.nodes[p][6]; if (p < 0) throw new Error('no such group'); }
    return group(p);
  };
  return v;
}
// A path (lottie-web's ShapePathInterface) read through `fetch(t)` ([closed, vertices, in, out],
// absolute): vertices, tangents (relative), points along it by length.
function pathFrom(fetch) {
  var cache = {};
  function shapeAt(t) {
    var key = t === undefined ? 'now' : String(t);
    if (!cache[key]) cache[key] = fetch(t === undefined ? now() : t);
    return cache[key];
  }
  function rel(list, base) { return list.map(function (p, i) { return [p[0] - base[i][0], p[1] - base[i][1]]; }); }
  function cubicAt(a, c1, c2, b, u) {
    var w = 1 - u;
    return [w * w * w * a[0] + 3 * w * w * u * c1[0] + 3 * w * u * u * c2[0] + u * u * u * b[0],
            w * w * w * a[1] + 3 * w * w * u * c1[1] + 3 * w * u * u * c2[1] + u * u * u * b[1]];
  }
  var segCache = new Map();
  function segments(s) {
    var known = segCache.get(s);
    if (known) return known;
    var made = measure(s);
    segCache.set(s, made);
    return made;
  }
  function measure(s) {
    var v = s[1], ins = s[2], outs = s[3], n = v.length, segs = [], total = 0;
    var count = s[0] ? n : n - 1;
    for (var k = 0; k < count; k++) {
      var a = v[k], b = v[(k + 1) % n], c1 = outs[k], c2 = ins[(k + 1) % n], steps = 64, lens = [0], prev = a, len = 0;
      for (var j = 1; j <= steps; j++) {
        var q = cubicAt(a, c1, c2, b, j / steps);
        len += Math.sqrt((q[0] - prev[0]) * (q[0] - prev[0]) + (q[1] - prev[1]) * (q[1] - prev[1]));
        lens.push(len); prev = q;
      }
      segs.push({ a: a, b: b, c1: c1, c2: c2, lens: lens, len: len });
      total += len;
    }
    return { segs: segs, total: total };
  }
  function pointOnPath(perc, t) {
    var s = shapeAt(t), v = s[1];
    if (!v.length) return [0, 0];
    var sg = segments(s), target = sg.total * perc, acc = 0;
    for (var k = 0; k < sg.segs.length; k++) {
      var g = sg.segs[k];
      if (acc + g.len > target) {
        var want = target - acc, j = 1;
        while (j < g.lens.length - 1 && g.lens[j] < want) j++;
        var span = g.lens[j] - g.lens[j - 1], f = span > 0 ? (want - g.lens[j - 1]) / span : 0;
        return cubicAt(g.a, g.c1, g.c2, g.b, (j - 1 + f) / (g.lens.length - 1));
      }
      acc += g.len;
    }
    return s[0] ? [v[0][0], v[0][1]] : [v[v.length - 1][0], v[v.length - 1][1]];
  }
  function vectorOnPath(perc, t, normal) {
    if (perc == 1) perc = shapeAt(t)[0] ? 1 : 0; else if (perc == 0) perc = 0.999;
    var a = pointOnPath(perc, t), b = pointOnPath(perc + 0.001, t), x = b[0] - a[0], y = b[1] - a[1], m = Math.sqrt(x * x + y * y);
    if (m === 0) return [0, 0];
    return normal ? [-y / m, x / m] : [x / m, y / m];
  }
  return {
    __pathSource: true,
    points: function (t) { return shapeAt(t)[1].map(function (p) { return p.slice(0); }); },
    vertices: function (t) { return shapeAt(t)[1].map(function (p) { return p.slice(0); }); },
    inTangents: function (t) { var s = shapeAt(t); return rel(s[2], s[1]); },
    outTangents: function (t) { var s = shapeAt(t); return rel(s[3], s[1]); },
    isClosed: function () { return !!shapeAt()[0]; },
    pointOnPath: pointOnPath,
    tangentOnPath: function (p, t) { return vectorOnPath(p, t, false); },
    normalOnPath: function (p, t) { return vectorOnPath(p, t, true); }
  };
}
function pathI(node) {
  var p = pathFrom(function (t) { return __np(node, t); });
  p.propertyGroup = function (n) {
    var q = node; n = n === undefined ? 1 : n;
    for (var i = 0; i < n; i++) { q = META.nodes[q][6]; if (q < 0) throw new Error('no such group'); }
    return group(q);
  };
  return p;
}
// createPath(points, inTangents, outTangents, closed): tangents relative, as After Effects takes them.
function createPath(points, inT, outT, closed) {
  var n = points.length, v = [], ins = [], outs = [];
  for (var i = 0; i < n; i++) {
    var p = points[i], a = (inT && inT[i]) || [0, 0], b = (outT && outT[i]) || [0, 0];
    v.push([+p[0], +p[1]]); ins.push([+p[0] + +a[0], +p[1] + +a[1]]); outs.push([+p[0] + +b[0], +p[1] + +b[1]]);
  }
  return { __path: [!!closed, v, ins, outs] };
}
// A path result as [closed, n, vertices, in points, out points] (flat, absolute).
function flattenPath(raw) {
  var n = raw[1].length;
  if (n > 100000) throw new RangeError('path result longer than 100000 vertices');
  var out = new Float64Array(2 + 6 * n);
  out[0] = raw[0] ? 1 : 0; out[1] = n;
  for (var k = 1; k <= 3; k++) for (var i = 0; i < n; i++) {
    var p = raw[k][i];
    out[2 + 2 * ((k - 1) * n + i)] = +p[0]; out[3 + 2 * ((k - 1) * n + i)] = +p[1];
  }
  return out;
}
function member(node) {
  var m = META.nodes[node], k = m[5];
  if (k === 1 && m[7] === 10) {
    // A layer control: its value is the index of a layer of the same composition.
    var ind = __nv(node, now()), C = META.comps[META.layers[m[8]].c];
    for (var i = 0; i < C.l.length; i++) if (META.layers[C.l[i]].i === ind) return layerI(C.l[i]);
    throw new Error('no layer ' + ind);
  }
  return k === 1 ? valueOf(node) : k === 2 ? pathI(node) : group(node);
}
var groupCache = new Map(), layerCache = new Map(), compCache = new Map();
function cached(map, key, make) {
  var v = map.get(key);
  if (v === undefined) { v = make(key); deepFreeze(v, new Set()); map.set(key, v); }
  return v;
}
function group(node) { return cached(groupCache, node, makeGroup); }
function layerI(ref) { return cached(layerCache, ref, makeLayer); }
function compI(c) { return cached(compCache, c, makeComp); }
function makeGroup(node) {
  var f = function (key) {
    var c = childOf(node, key);
    if (c < 0) throw new Error('no property ' + key);
    return member(c);
  };
  var meta = META.nodes[node], kids = meta[4];
  Object.defineProperty(f, 'name', { value: meta[0] });
  f._name = meta[0];
  f.numProperties = kids.length;
  for (var i = 0; i < kids.length; i++) {
    var al = META.nodes[kids[i]][3];
    for (var j = 0; j < al.length; j++) {
      (function (k, a) {
        if (a in f && a !== 'name') return;
        Object.defineProperty(f, a, { get: function () { return member(k); }, configurable: true });
      })(kids[i], al[j]);
    }
  }
  return f;
}
function matrixAt(ref, t) { return __mat(ref, t); }
function makeLayer(ref) {
  var L = META.layers[ref];
  var f = function (key) {
    var c = childOf(L.r, key);
    if (c < 0 && key === 4) c = childOf(L.r, 'ADBE Effect Parade');
    if (c < 0) throw new Error('no property ' + key);
    return member(c);
  };
  Object.defineProperty(f, 'name', { value: L.n });
  f.index = L.i; f.inPoint = L.ip; f.outPoint = L.op; f.startTime = 0; f.width = L.w; f.height = L.h;
  f.hasParent = L.p >= 0;
  Object.defineProperty(f, 'parent', { get: function () { return L.p >= 0 ? layerI(L.p) : undefined; } });
  Object.defineProperty(f, 'transform', { get: function () { var c = childOf(L.r, 'ADBE Transform Group'); return c < 0 ? undefined : group(c); } });
  f.content = function (key) {
    var c = childOf(L.r, 'ADBE Root Vectors Group');
    if (c < 0) throw new Error('layer has no contents');
    return key === undefined ? group(c) : group(c)(key);
  };
  f.effect = function (key) {
    var c = childOf(L.r, 'ADBE Effect Parade');
    if (c < 0) throw new Error('layer has no effects');
    return group(c)(key);
  };
  ['position', 'scale', 'rotation', 'opacity', 'anchorPoint'].forEach(function (a) {
    Object.defineProperty(f, a, { get: function () { return f.transform[a]; } });
  });
  f.toComp = function (p) { var m = matrixAt(ref, now()); return [m[0] * p[0] + m[2] * p[1] + m[4], m[1] * p[0] + m[3] * p[1] + m[5]].concat(p.length > 2 ? [p[2]] : []); };
  f.toWorld = f.toComp;
  f.fromComp = function (p) {
    var m = matrixAt(ref, now()), det = m[0] * m[3] - m[1] * m[2];
    if (det === 0) return [0, 0];
    var x = p[0] - m[4], y = p[1] - m[5];
    return [(m[3] * x - m[2] * y) / det, (-m[1] * x + m[0] * y) / det].concat(p.length > 2 ? [p[2]] : []);
  };
  f.fromWorld = f.fromComp;
  return f;
}
function makeComp(c) {
  var C = META.comps[c];
  return {
    name: C.n, width: C.w, height: C.h, frameDuration: 1 / fr, numLayers: C.l.length, displayStartTime: 0,
    layer: function (key) {
      for (var i = 0; i < C.l.length; i++) { var L = META.layers[C.l[i]]; if (L.n === key || L.i === key) return layerI(C.l[i]); }
      throw new Error('no layer ' + key);
    }
  };
}
function comp(name) {
  // lottie-web finds a composition by the name of a precomp layer showing it, then by its own.
  for (var l = 0; l < META.layers.length; l++) if (META.layers[l].rc >= 0 && META.layers[l].n === name) return compI(META.layers[l].rc);
  for (var c = 0; c < META.comps.length; c++) if (META.comps[c].n === name) return compI(c);
  throw new Error('no composition ' + name);
}

// Runs one expression: `fn` compiled from its source, `P` its property, `t` seconds, `v` its value.
function run(fn, P, layer, compIndex, t, v, src) {
  curT.push(t);
  try {
    var thisLayer = layerI(layer), thisComp = compI(compIndex);
    var rng = new Rng(mix(P.seed, timeKey(t)));
    if (P.isPath) {
      var raw = __xp(P.id, t);
      v = { __path: raw };
    }
    var r = fn(P, t, v, thisLayer, thisComp, rng, src);
    if (P.isPath) {
      if (r != null && r.__path) return flattenPath(r.__path);
      if (r != null && r.__pathSource) {
        var pts = r.points(), ins = r.inTangents(), outs = r.outTangents();
        return flattenPath(createPath(pts, ins, outs, r.isClosed()).__path);
      }
      throw new TypeError('a path expression must give a path');
    }
    if (r instanceof Number || r instanceof Boolean) r = r.valueOf();
    if (typeof r === 'boolean') r = r ? 1 : 0;
    if (typeof r === 'number') return r;
    if (r != null && typeof r === 'object' && typeof r.length === 'number') {
      if (r.length > 4096) throw new RangeError('expression result longer than 4096');
      var out = new Float64Array(r.length);
      for (var i = 0; i < r.length; i++) {
        var e = r[i];
        if (e instanceof Number || e instanceof Boolean) e = e.valueOf();
        if (typeof e === 'boolean') e = e ? 1 : 0;
        if (typeof e !== 'number') throw new TypeError('expression result element ' + i + ' is ' + (e === null ? 'null' : typeof e));
        out[i] = e;
      }
      return out;
    }
    throw new TypeError('expression result is ' + (r === null ? 'null' : typeof r));
  } finally { curT.pop(); }
}

// Compiles an expression body into a function of the per-property names lottie-web declares.
// The per-property names lottie-web declares, each declared only when the source mentions it
// (a closure per name and evaluation costs; the `eval` form, without $bm_rt, gets them all).
var locals = [
  ['effect', 'thisLayer.effect'], ['content', 'thisLayer.content'],
  ['loopOut', 'function (a, b, c) { return P.loopOut(a, b, c); }'], ['loop_out', 'function (a, b, c) { return P.loopOut(a, b, c); }'],
  ['loopIn', 'function (a, b, c) { return P.loopIn(a, b, c); }'], ['loop_in', 'function (a, b, c) { return P.loopIn(a, b, c); }'],
  ['loopOutDuration', 'function (a, b) { return P.loopOut(a, b, true); }'],
  ['loopInDuration', 'function (a, b) { return P.loopIn(a, b, true); }'],
  ['smooth', 'function (a, b) { return P.smooth(a, b); }'], ['wiggle', 'function (a, b, c, d, e) { return P.wiggle(a, b, c, d, e); }'],
  ['valueAtTime', 'function (t) { return P.valueAtTime(t); }'], ['velocityAtTime', 'function (t) { return P.velocityAtTime(t); }'],
  ['speedAtTime', 'function (t) { return P.speedAtTime(t); }'], ['numKeys', 'P.numKeys'],
  ['key', 'function (i) { return P.key(i); }'], ['nearestKey', 'function (t) { return P.nearestKey(t); }'],
  ['velocity', 'P.velocity'], ['speed', 'P.speed'],
  ['toComp', 'thisLayer.toComp'], ['fromComp', 'thisLayer.fromComp'], ['fromCompToSurface', 'thisLayer.fromComp'],
  ['toWorld', 'thisLayer.toWorld'], ['fromWorld', 'thisLayer.fromWorld'], ['inPoint', 'thisLayer.inPoint'],
  ['outPoint', 'thisLayer.outPoint'], ['width', 'thisLayer.width'], ['height', 'thisLayer.height'], ['name', 'thisLayer.name'],
  ['index', 'thisLayer.index'], ['hasParent', 'thisLayer.hasParent'], ['parent', 'thisLayer.parent'],
  ['random', 'function (a, b) { return __random(__rng, a, b); }'],
  ['gaussRandom', 'function (a, b) { return __gaussRandom(__rng, a, b); }'],
  ['seedRandom', 'function (s) { __rng.s = __mixSeed(P.seed, s); __rng.n = 0; }'],
  ['posterizeTime', 'function (fps) { time = fps === 0 ? 0 : Math.floor(time * fps) / fps; value = P.valueAtTime(time); }'],
  ['transform', 'thisLayer.transform'], ['$bm_transform', 'thisLayer.transform'],
  ['anchorPoint', 'thisLayer.anchorPoint'], ['position', 'undefined'], ['scale', 'undefined'], ['rotation', 'undefined'],
  ['opacity', 'undefined']
];
function compile(src) {
  var usesResult = src.indexOf('$bm_rt') >= 0;
  var decl = 'var thisProperty = P, time = __t, value = __v, $bm_rt';
  for (var i = 0; i < locals.length; i++) {
    if (!usesResult || src.indexOf(locals[i][0]) >= 0) decl += ', ' + locals[i][0] + ' = ' + locals[i][1];
  }
  var prologue = decl + ';\n', tr = '';
  var body = prologue + tr + (usesResult ? src + '\n;return $bm_rt;' : 'return eval(__src);');
  return new Function('P', '__t', '__v', 'thisLayer', 'thisComp', '__rng', '__src', body);
}
function makeProp(id, node, layer, seed, isPath) {
  var p = new Prop(id, node, layer, seed, isPath);
  deepFreeze(p, new Set());
  return p;
}
function random(rng, a, b) {
  if (b === undefined) { if (a === undefined) { a = 0; b = 1; } else { b = a; a = undefined; } }
  var r = rng.next(), i, out;
  if (b.length) {
    out = [];
    for (i = 0; i < b.length; i++) out[i] = (a ? a[i] : 0) + r * (b[i] - (a ? a[i] : 0));
    return out;
  }
  if (a === undefined) a = 0;
  return a + r * (b - a);
}
function gaussRandom(rng, a, b) {
  var u = Math.max(1e-12, rng.next()), v = rng.next();
  var g = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) / 6 + 0.5;
  g = Math.min(1, Math.max(0, g));
  if (b === undefined) { if (a === undefined) { a = 0; b = 1; } else { b = a; a = 0; } }
  if (b.length) { var out = []; for (var i = 0; i < b.length; i++) out[i] = (a ? a[i] || 0 : 0) + g * (b[i] - (a ? a[i] || 0 : 0)); return out; }
  return a + g * (b - a);
}

var globals = {
  $bm_isInstanceOfArray: $bm_isInstanceOfArray, $bm_neg: $bm_neg, sum: sum, add: sum, $bm_sum: sum, sub: sub, $bm_sub: sub,
  mul: mul, $bm_mul: mul, div: div, $bm_div: div, mod: mod, $bm_mod: mod, clamp: clamp, radiansToDegrees: radiansToDegrees,
  radians_to_degrees: radiansToDegrees, degreesToRadians: degreesToRadians, degrees_to_radians: degreesToRadians, length: length,
  normalize: normalize, dot: dot, cross: cross, rgbToHsl: rgbToHsl, hslToRgb: hslToRgb, linear: linear, ease: ease, easeIn: easeIn,
  easeOut: easeOut, framesToTime: framesToTime, timeToFrames: timeToFrames, lookAt: lookAt, comp: comp, createPath: createPath,
  __random: random, __gaussRandom: gaussRandom, __mixSeed: function (s, x) { return mix(s, Math.round(+x * 1000) | 0); },
  __run: run, __compile: compile, __makeProp: makeProp
};

function deepFreeze(o, seen) {
  if (o === null || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o)) return;
  seen.add(o);
  Object.freeze(o);
  var names = Object.getOwnPropertyNames(o);
  for (var i = 0; i < names.length; i++) {
    var d = Object.getOwnPropertyDescriptor(o, names[i]);
    if (d && 'value' in d) deepFreeze(d.value, seen);
    if (d && d.get) deepFreeze(d.get, seen);
    if (d && d.set) deepFreeze(d.set, seen);
  }
  deepFreeze(Object.getPrototypeOf(o), seen);
}

return function (metaJSON) {
  if (META !== null) return;
  META = JSON.parse(metaJSON);
  fr = META.fr;
  for (var k in globals) Object.defineProperty(G, k, { value: globals[k], writable: false, enumerable: false, configurable: false });
  var seen = new Set();
  deepFreeze(G, seen);
  // META stays private to this closure (no interface hands out its arrays): not frozen, which would cost.
  deepFreeze(Prop.prototype, seen);
  deepFreeze(Rng.prototype, seen);
};
})(this);
/// The studio's single page: scene list, frame view with a layer outline, transport and layer tree.
///
/// State lives in the URL fragment (`#scene=ID&t=SECONDS`), so a reload, or a restart after a
/// rebuild, comes back to the same scene and time. The page polls `/api/status` and reloads the
/// scene when the server's version changes. Frames are fetched one at a time: while one is in
/// flight, play skips frames rather than queueing them (it never lags behind the clock).
enum StudioPage {
    static let html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>clipgen studio</title>
        <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
        <style>
        :root { color-scheme: light dark; --bg: #f6f6f7; --panel: #fff; --line: #ddd; --fg: #222; --dim: #777; --accent: #0a7cff; }
        @media (prefers-color-scheme: dark) { :root { --bg: #17181a; --panel: #202124; --line: #333; --fg: #e8e8e8; --dim: #999; } }
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--fg);
          display: grid; grid-template-columns: 250px 1fr 330px; height: 100vh; }
        nav, aside { overflow: auto; background: var(--panel); border-right: 1px solid var(--line); padding: 8px; }
        aside { border-right: 0; border-left: 1px solid var(--line); }
        nav h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: var(--dim); margin: 12px 4px 4px; }
        nav button { display: block; width: 100%; text-align: left; border: 0; background: none; color: inherit;
          padding: 3px 6px; border-radius: 4px; font: inherit; cursor: pointer; }
        nav button:hover { background: rgba(127,127,127,.15); }
        nav button.current { background: var(--accent); color: #fff; }
        main { display: flex; flex-direction: column; align-items: center; overflow: auto; padding: 12px; gap: 8px; }
        #stage { position: relative; box-shadow: 0 1px 6px rgba(0,0,0,.25); background: #888; }
        #stage canvas { display: block; }
        #overlay { position: absolute; left: 0; top: 0; pointer-events: none; }
        #transport { display: flex; gap: 8px; align-items: center; width: 100%; max-width: 760px; }
        #scrubber { flex: 1; }
        #time { font-variant-numeric: tabular-nums; min-width: 150px; text-align: right; }
        #error { color: #d33; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 760px; width: 100%; min-height: 1.4em; }
        #info { color: var(--dim); }
        aside ul { list-style: none; margin: 0; padding-left: 14px; }
        aside > ul { padding-left: 0; }
        aside li > div { padding: 2px 4px; border-radius: 4px; cursor: pointer; white-space: nowrap; }
        aside li > div:hover { background: rgba(127,127,127,.15); }
        aside li > div.selected { background: var(--accent); color: #fff; }
        aside .meta { color: var(--dim); font-size: 11px; }
        aside li > div.selected .meta { color: #dde; }
        </style></head>
        <body>
        <nav id="scenes"></nav>
        <main>
          <div id="transport">
            <button id="play" type="button">Play</button>
            <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="time">
            <span id="time">0.000 s · frame 0</span>
          </div>
          <div id="error" role="alert"></div>
          <div id="stage"><canvas id="frame" width="1" height="1"></canvas><canvas id="overlay" width="1" height="1"></canvas></div>
          <div id="info"></div>
        </main>
        <aside><div class="meta">Layers at the current time (click one to outline it)</div><ul id="tree"></ul></aside>
        <script>
        "use strict";
        const $ = (id) => document.getElementById(id);
        const S = { fps: 60, scale: 1, scenes: new Map(), scene: null, t: 0, frame: 0, playing: false, playStart: 0, playFrom: 0,
          inflight: false, wanted: null, shown: -1, drawn: 0, version: null, selected: null, tree: null, treeAt: 0, treeBusy: false, lastLatency: 0 };

        function readHash() {
          const p = new URLSearchParams(location.hash.slice(1));
          return { scene: p.get("scene"), t: parseFloat(p.get("t") || "0") || 0 };
        }
        function writeHash() {
          if (!S.scene) return;
          history.replaceState(null, "", "#scene=" + encodeURIComponent(S.scene.id) + "&t=" + S.t.toFixed(3));
        }
        function showError(msg) { $("error").textContent = msg ? String(msg).split("\\n")[0] : ""; }

        async function loadScenes() {
          const r = await fetch("/api/scenes");
          const j = await r.json();
          S.fps = j.fps; S.scale = j.scale; S.scenes.clear();
          const nav = $("scenes"); nav.textContent = "";
          for (const g of j.groups) {
            const h = document.createElement("h2"); h.textContent = g.heading; nav.appendChild(h);
            for (const s of g.scenes) {
              S.scenes.set(s.id, s);
              const b = document.createElement("button"); b.type = "button"; b.textContent = s.title; b.title = s.id;
              b.dataset.scene = s.id; b.onclick = () => selectScene(s.id, S.t); nav.appendChild(b);
            }
          }
        }

        function selectScene(id, t) {
          const s = S.scenes.get(id) || S.scenes.values().next().value;
          if (!s) return;
          S.scene = s; S.shown = -1; S.selected = null; S.tree = null; renderTree();
          for (const b of document.querySelectorAll("nav button")) b.classList.toggle("current", b.dataset.scene === s.id);
          for (const c of [$("frame"), $("overlay")]) { c.width = s.width; c.height = s.height; }
          $("scrubber").max = String(lastFrame());
          $("info").textContent = s.id + " · " + s.width + "×" + s.height + " px · " + s.duration + " s · " + S.fps + " fps";
          showError("");
          seek(t);
        }
        function lastFrame() { return Math.max(0, Math.round(S.scene.duration * S.fps) - 1); }
        function frameAt(t) { return Math.min(lastFrame(), Math.max(0, Math.round(t * S.fps))); }

        function seek(t, fromPlay) {
          if (!S.scene) return;
          S.t = Math.max(0, t); S.frame = frameAt(S.t);
          $("scrubber").value = String(S.frame);
          $("time").textContent = S.t.toFixed(3) + " s · frame " + S.frame;
          writeHash();
          requestFrame(S.frame);
          if (!fromPlay || performance.now() - S.treeAt > 300) loadTree(S.frame);
        }

        function requestFrame(frame) {
          if (S.inflight) { S.wanted = S.playing ? null : frame; return; }  // play drops, scrubbing keeps the last
          fetchFrame(frame);
        }
        async function fetchFrame(frame) {
          S.inflight = true;
          const scene = S.scene;
          const t0 = performance.now();
          try {
            const r = await fetch("/api/frame?scene=" + encodeURIComponent(scene.id) + "&frame=" + frame, { cache: "no-store" });
            if (!r.ok) {
              const j = await r.json().catch(() => ({ error: r.status + " " + r.statusText }));
              if (scene === S.scene) showError(j.error);
            } else {
              const bmp = await createImageBitmap(await r.blob(), { premultiplyAlpha: "none", colorSpaceConversion: "none" });
              if (scene === S.scene) {
                const c = $("frame").getContext("2d");
                c.clearRect(0, 0, bmp.width, bmp.height); c.drawImage(bmp, 0, 0);
                S.shown = frame; S.drawn++; S.lastLatency = performance.now() - t0;
                if ($("error").dataset.from !== "build") showError("");
              }
              bmp.close();
            }
          } catch (e) { showError("server unreachable: " + e.message); }
          S.inflight = false;
          if (S.wanted !== null) { const f = S.wanted; S.wanted = null; if (f !== S.shown) fetchFrame(f); }
        }

        async function loadTree(frame) {
          if (S.treeBusy) return;
          S.treeBusy = true; S.treeAt = performance.now();
          const scene = S.scene;
          try {
            const r = await fetch("/api/tree?scene=" + encodeURIComponent(scene.id) + "&frame=" + frame, { cache: "no-store" });
            const j = await r.json();
            if (scene !== S.scene) return;
            if (!r.ok) { showError(j.error); S.tree = null; renderTree(); return; }
            S.tree = j.tree; renderTree();
          } catch (e) { showError("server unreachable: " + e.message); }
          finally {
            S.treeBusy = false;
            if (S.scene && (scene !== S.scene || (!S.playing && frame !== S.frame))) loadTree(S.frame);
          }
        }
        function fmt(v) { return (Math.round(v * 10) / 10).toString(); }
        function renderTree() {
          const root = $("tree"); root.textContent = "";
          if (!S.tree) { drawOutline(); return; }
          const add = (node, parent) => {
            const li = document.createElement("li");
            const d = document.createElement("div");
            d.dataset.id = node.id; d.dataset.name = node.name || "";
            const f = node.frame;
            d.innerHTML = "<span class=name></span> <span class=meta></span>";
            d.firstChild.textContent = node.name || "(" + node.type + ")";
            d.lastChild.textContent = (node.name ? node.type + " · " : "") + fmt(f[0]) + "," + fmt(f[1]) + " " + fmt(f[2]) + "×" + fmt(f[3]) +
              " · α " + (Math.round(node.opacity * 100) / 100) + (node.hidden ? " · hidden" : "") +
              (node.animations.length ? " · ▶ " + node.animations.join(", ") : "");
            if (node.id === S.selected) d.classList.add("selected");
            d.onclick = () => { S.selected = S.selected === node.id ? null : node.id; renderTree(); };
            li.appendChild(d);
            if (node.children.length) { const ul = document.createElement("ul"); for (const c of node.children) add(c, ul); li.appendChild(ul); }
            parent.appendChild(li);
          };
          add(S.tree, root);
          drawOutline();
        }
        function findNode(node, id) {
          if (!node) return null;
          if (node.id === id) return node;
          for (const c of node.children) { const f = findNode(c, id); if (f) return f; }
          return null;
        }
        function drawOutline() {
          const c = $("overlay").getContext("2d");
          c.clearRect(0, 0, c.canvas.width, c.canvas.height);
          const n = S.selected === null ? null : findNode(S.tree, S.selected);
          if (!n || n.outline.length !== 4) return;
          c.beginPath();
          n.outline.forEach(([x, y], i) => (i ? c.lineTo : c.moveTo).call(c, x * S.scale, y * S.scale));
          c.closePath();
          c.lineWidth = 2; c.strokeStyle = "#ff2d95"; c.setLineDash([6, 4]); c.stroke();
          c.fillStyle = "rgba(255,45,149,.12)"; c.fill();
        }

        function play() {
          if (!S.scene || S.playing) return;
          S.playing = true; $("play").textContent = "Pause";
          S.playFrom = S.t >= S.scene.duration - 1 / S.fps ? 0 : S.t; S.playStart = performance.now();
          const tick = () => {
            if (!S.playing) return;
            let t = S.playFrom + (performance.now() - S.playStart) / 1000;
            if (t >= S.scene.duration) { S.playFrom = 0; S.playStart = performance.now(); t = 0; }
            seek(t, true);
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }
        function pause() {
          if (!S.playing) return;
          S.playing = false; $("play").textContent = "Play";
          seek(S.frame / S.fps);
        }

        async function pollStatus() {
          try {
            const r = await fetch("/api/status", { cache: "no-store" });
            const j = await r.json();
            if (S.version !== null && j.version !== S.version) {
              await loadScenes();
              const t = S.t; selectScene(S.scene ? S.scene.id : null, t);
            }
            S.version = j.version;
            const e = $("error");
            if (j.building) { e.dataset.from = "build"; showError("rebuilding…"); }
            else if (j.error) { e.dataset.from = "build"; showError("build failed: " + j.error); }
            else if (e.dataset.from === "build") { e.dataset.from = ""; showError(""); }
          } catch (e) { $("error").dataset.from = "build"; showError("server unreachable; retrying…"); }
          setTimeout(pollStatus, 700);
        }

        // For tests and measurements: the state, and the latency of N frames from request to drawn.
        window.studio = {
          state: () => ({ scene: S.scene && S.scene.id, t: S.t, frame: S.frame, shown: S.shown, drawn: S.drawn, playing: S.playing,
            inflight: S.inflight, latency: S.lastLatency, error: $("error").textContent, version: S.version }),
          seek: (t) => seek(t), play, pause,
          async measureLatency(n) {
            const out = [];
            for (let i = 0; i < n; i++) {
              while (S.inflight) await new Promise((r) => setTimeout(r, 5));
              const f = Math.round((i + 0.5) / n * lastFrame());
              const done = new Promise((resolve) => { const w = () => (S.shown === f && !S.inflight) ? resolve() : setTimeout(w, 0); w(); });
              S.shown = -1; fetchFrame(f); await done; out.push(S.lastLatency);
            }
            const sorted = [...out].sort((a, b) => a - b);
            return { median: sorted[Math.floor(n / 2)], all: out };
          },
        };

        $("play").onclick = () => (S.playing ? pause() : play());
        $("scrubber").addEventListener("input", () => { if (S.playing) pause(); seek(Number($("scrubber").value) / S.fps); });
        window.addEventListener("hashchange", () => {
          const h = readHash();
          if (!S.scene || h.scene !== S.scene.id) selectScene(h.scene, h.t);
          else if (Math.abs(h.t - S.t) > 1e-3) seek(h.t);
        });
        (async () => {
          try { await loadScenes(); } catch (e) { showError("cannot load the scene list: " + e.message); return; }
          const h = readHash();
          selectScene(h.scene, h.t);
          pollStatus();
        })();
        </script></body></html>
        """
}

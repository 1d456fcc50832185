#!/usr/bin/env bash
# The container image without a Docker engine, from Debian's packages only (`make image`,
# `make image-test`; run as root).
#
#   Scripts/image.sh packages        the runtime stage's apt packages, parsed from the Dockerfile
#   Scripts/image.sh build BIN_DIR   build the image from BIN_DIR/clipgen and BIN_DIR/*.resources
#   Scripts/image.sh test BIN_DIR    run the image: ldd, renders, bench, Indexed Job + merge, manifests
#
# build: `mmdebstrap` a bookworm root file system (minbase, like debian:bookworm-slim) with exactly
# the packages of the Dockerfile's runtime stage, copy in the binary, every `*.resources` bundle
# beside it and the Swift runtime libraries `ldd` resolves in the toolchain (none for the
# --static-swift-stdlib build), run the stage's other RUN lines (the user) in it, and import the
# tarball with `podman import`, taking USER, WORKDIR, ENTRYPOINT and CMD from the Dockerfile.
# The tarball stays in $CLIPGEN_IMAGE_DIR (default .build-image/image/rootfs.tar).
#
# test: runs everything in the image with podman, or, when podman cannot run a container here (or
# CLIPGEN_IMAGE_RUNNER=chroot), in the extracted root file system with unshare + chroot as uid
# 10001. The BIN_DIR binary on the host is the reference for byte comparisons.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dockerfile=$root/Dockerfile
image=${CLIPGEN_IMAGE:-localhost/clipgen:latest}
dir=${CLIPGEN_IMAGE_DIR:-$root/.build-image/image}
suite=bookworm
mirrors=("deb http://deb.debian.org/debian $suite $suite-updates main"
    "deb http://deb.debian.org/debian-security $suite-security main")

die() { echo "image: $*" >&2; exit 1; }

# The runtime stage: the lines from `FROM … AS runtime` to the next FROM (or the end), with
# backslash continuations joined into one line each.
runtime_stage() {
    awk '/^FROM .* AS runtime/ { on = 1; next } /^FROM / { on = 0 } on' "$dockerfile" \
        | sed -e ':a' -e '/\\$/N; s/\\\n//; ta' | tr -s ' \t' ' '
}

# The words between `--no-install-recommends` and the next `&&` of the runtime stage's apt-get RUN.
packages() {
    local pkgs
    pkgs=$(runtime_stage | grep -m1 'apt-get install' \
        | sed -E 's/.*--no-install-recommends (.*)/\1/; s/&&.*//' | xargs)
    [ -n "$pkgs" ] || die "no runtime packages found in $dockerfile (RUN apt-get install … --no-install-recommends PKG…)"
    echo "$pkgs"
}

swift_lib_dir() { echo "$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/linux" && pwd)"; }

build() {
    local bin=${1:?usage: image.sh build BIN_DIR}
    [ -x "$bin/clipgen" ] || die "$bin/clipgen: no such binary (build it first)"
    command -v mmdebstrap > /dev/null || die "mmdebstrap is not installed (apt-get install mmdebstrap)"
    local pkgs stage swiftlibs t0 t1
    pkgs=$(packages)
    echo "image: runtime packages (Dockerfile): $pkgs"
    stage=$dir/stage
    rm -rf "$stage" && mkdir -p "$stage/usr/local/bin" "$dir"
    cp "$bin/clipgen" "$stage/usr/local/bin/"
    shopt -s nullglob
    local bundles=("$bin"/*.resources)
    shopt -u nullglob
    [ ${#bundles[@]} -gt 0 ] || die "$bin has no *.resources bundle (clipgen_ClipBench.resources at least)"
    cp -R "${bundles[@]}" "$stage/usr/local/bin/"
    echo "image: resource bundles: $(cd "$bin" && echo *.resources)"
    # Swift runtime libraries the binary loads from the toolchain (a dynamic build's libswiftCore,
    # libFoundation …), into /usr/lib/swift/linux of the image with an ld.so.conf entry.
    swiftlibs=$(ldd "$bin/clipgen" | awk -v d="$(swift_lib_dir)/" 'index($3, d) == 1 { print $3 }')
    if [ -n "$swiftlibs" ]; then
        mkdir -p "$stage/usr/lib/swift/linux" "$stage/etc/ld.so.conf.d"
        cp -L $swiftlibs "$stage/usr/lib/swift/linux/"
        echo /usr/lib/swift/linux > "$stage/etc/ld.so.conf.d/swift.conf"
        echo "image: Swift runtime libraries: $(echo $swiftlibs | xargs -n1 basename | xargs)"
    else
        echo "image: Swift runtime libraries: none (the binary links the Swift runtime statically)"
    fi
    # The runtime stage's other RUN lines (the user), run inside the new root file system.
    local runs
    runs=$(runtime_stage | grep '^RUN ' | grep -v 'apt-get' | sed 's/^RUN //' | paste -sd ';')
    t0=$(date +%s)
    # debian:bookworm-slim's dpkg excludes (debuerreotype's slimify): no docs, man pages or locales.
    mmdebstrap --variant=minbase --format=tar --include="${pkgs// /,}" \
        --aptopt='APT::Install-Recommends "false"' \
        --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
        --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
        --dpkgopt='path-exclude=/usr/share/groff/*' --dpkgopt='path-exclude=/usr/share/lintian/*' \
        --dpkgopt='path-exclude=/usr/share/locale/*' \
        --customize-hook="cp -a '$stage/.' \"\$1/\"" \
        --customize-hook="chroot \"\$1\" sh -ec 'ldconfig; $runs'" \
        "$suite" "$dir/rootfs.tar.new" "${mirrors[@]}"
    mv "$dir/rootfs.tar.new" "$dir/rootfs.tar"
    rm -rf "$dir/rootfs" # a stale extracted copy (chroot runner)
    t1=$(date +%s)
    echo "image: $dir/rootfs.tar: $(du -m "$dir/rootfs.tar" | cut -f1) MB, mmdebstrap $((t1 - t0)) s"

    command -v podman > /dev/null || { echo "image: podman is not installed; the root file system is $dir/rootfs.tar"; return 0; }
    # USER, WORKDIR, ENTRYPOINT and CMD of the runtime stage become the image's config.
    local changes=() line old new
    while IFS= read -r line; do changes+=(--change "$line"); done < <(runtime_stage | grep -E '^(USER|WORKDIR|ENTRYPOINT|CMD|ENV) ')
    changes+=(--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin')
    old=$(podman image inspect --format '{{.Id}}' "$image" 2> /dev/null || true)
    new=$(podman import "${changes[@]}" "$dir/rootfs.tar" "$image" | tail -1) \
        || die "podman import failed (the root file system is $dir/rootfs.tar)"
    [ -z "$old" ] || [ "${new#sha256:}" = "$old" ] || podman rmi "$old" > /dev/null 2>&1 || true
    echo "image: $image ($(podman image inspect --format '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1e6 }'), $(date +%s | awk -v t="$t1" '{ print $1 - t }') s to import)"
}

# --- test ---------------------------------------------------------------------------------------

runner="" podman_global=() podman_run=()
# Runs CMD in the image as its user (uid 10001) with /out bound to $vol: irun [-e K=V]... CMD...
# (CMD replaces the entrypoint, as a Kubernetes `command` does).
irun() {
    local envs=()
    while [ "${1:-}" = -e ]; do envs+=("$2"); shift 2; done
    if [ "$runner" = podman ]; then
        local e=() v
        for v in "${envs[@]}"; do e+=(-e "$v"); done
        podman "${podman_global[@]}" run --rm --network none "${podman_run[@]}" -v "$vol:/out" "${e[@]}" --entrypoint "$1" "$image" "${@:2}"
    else
        local rfs=$dir/rootfs
        unshare --mount --pid --fork --kill-child sh -ec '
            rfs=$1 vol=$2; shift 2
            mount --bind "$vol" "$rfs/out"; mount -t proc proc "$rfs/proc"; mount -t tmpfs tmpfs "$rfs/tmp"
            mount --rbind /dev "$rfs/dev"
            cd "$rfs/home/clipgen"
            exec chroot --userspec=10001:10001 "$rfs" "$@"' sh "$rfs" "$vol" \
            env -i HOME=/home/clipgen PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "${envs[@]}" \
            sh -c 'cd /home/clipgen && exec "$@"' sh "$@"
    fi
}

pick_runner() {
    if [ "${CLIPGEN_IMAGE_RUNNER:-}" != chroot ] && command -v podman > /dev/null \
        && podman image exists "$image" 2> /dev/null; then
        local err err2
        if err=$(podman run --rm --network none --entrypoint true "$image" 2>&1); then
            runner=podman
            return
        fi
        echo "image: podman (crun, its defaults) cannot start a container here: $err" >&2
        # Seen on this project's VMs: root without CAP_SYS_RESOURCE cannot raise RLIMIT_NOFILE to
        # podman's default 1048576 (nor RLIMIT_NPROC to its default), and crun refuses the hybrid
        # cgroup layout (v1 controllers plus hugetlb on cgroup2). runc with limits no higher than
        # the caller's runs the container.
        local nofile nproc
        nofile=$(ulimit -Hn) nproc=$(ulimit -Hu)
        [ "$nofile" = unlimited ] && nofile=1048576
        [ "$nproc" = unlimited ] || [ "$nproc" -gt 32768 ] && nproc=32768
        podman_global=(--runtime runc) podman_run=(--ulimit "nofile=$nofile:$nofile" --ulimit "nproc=$nproc:$nproc")
        if command -v runc > /dev/null \
            && err2=$(podman "${podman_global[@]}" run --rm --network none "${podman_run[@]}" --entrypoint true "$image" 2>&1); then
            echo "image: podman runs it with ${podman_global[*]} ${podman_run[*]}" >&2
            runner=podman
            return
        fi
        echo "image: podman with ${podman_global[*]} ${podman_run[*]} cannot either: ${err2:-runc is not installed}" >&2
        echo "image: falling back to unshare + chroot on $dir/rootfs.tar" >&2
    fi
    runner=chroot
    [ -f "$dir/rootfs.tar" ] || die "$dir/rootfs.tar: no root file system (run 'make image')"
    if [ ! -d "$dir/rootfs" ]; then
        mkdir -p "$dir/rootfs.new" && tar -C "$dir/rootfs.new" -xf "$dir/rootfs.tar" && mv "$dir/rootfs.new" "$dir/rootfs"
    fi
    mkdir -p "$dir/rootfs/out"
}

passed=0 failed=0
ok() { passed=$((passed + 1)); echo "  ok    $*"; }
bad() { failed=$((failed + 1)); echo "  FAIL  $*"; }

# A manifest's container command as one shell script: `command: [/bin/sh, -c]` + `args: [SCRIPT]`.
manifest_script() {
    "$venv/bin/python" - "$1" << 'EOF'
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
c = doc["spec"]["template"]["spec"]["containers"][0]
cmd = c.get("command", []) + c.get("args", [])
assert cmd[:2] == ["/bin/sh", "-c"] and len(cmd) == 3, f"{sys.argv[1]}: expected command [/bin/sh, -c] and one script, got {cmd}"
print(cmd[2])
EOF
}
manifest_field() { "$venv/bin/python" -c 'import sys, yaml; d = yaml.safe_load(open(sys.argv[1])); exec("print(" + sys.argv[2] + ")")' "$1" "$2"; }

test_image() {
    local bin=${1:?usage: image.sh test BIN_DIR} t0 f
    bin=$(cd "$bin" && pwd)
    local host=$bin/clipgen
    [ -x "$host" ] || die "$host: no such binary"
    t0=$(date +%s)
    local work=$dir/test
    rm -rf "$work" && mkdir -p "$work/host" "$work/vol"
    # The volume as Kubernetes lays it out with fsGroup 10001: group-owned, group-writable, setgid.
    vol=$work/vol
    chgrp 10001 "$vol" && chmod 2775 "$vol"
    pick_runner
    echo "image-test: runner $runner, image $image"

    echo "(d) manifests: kubernetes-validate --strict"
    venv=$root/.build-image/k8s-venv
    if ! "$venv/bin/kubernetes-validate" --version > /dev/null 2>&1; then
        python3 -m venv --clear "$venv" && "$venv/bin/python" -m pip install -q --disable-pip-version-check kubernetes-validate
    fi
    local versions v
    # Every version it knows from 1.28 on: backoffLimitPerIndex (the Indexed Job's per-index
    # retries) is in the API from 1.28 (alpha there, beta and on by default from 1.29), and
    # --strict refuses a field a version does not know.
    versions=$("$venv/bin/python" -c '
import kubernetes_validate.utils as u
vs = sorted({tuple(map(int, v.split(".")[:2])) for v in u.all_versions()})
print(" ".join("%d.%d" % v for v in vs if v >= (1, 28)))')
    [ -n "$versions" ] || die "could not list kubernetes-validate's Kubernetes versions"
    for v in $versions; do
        if out=$("$venv/bin/kubernetes-validate" --strict -k "$v" "$root"/deploy/kubernetes/*.yaml 2>&1); then ok "Kubernetes $v: $(echo "$out" | grep -c 'passed for resource') manifests valid"
        else bad "Kubernetes $v: $out"; fi
    done

    echo "(a) libraries: ldd inside the image"
    local lddout
    lddout=$(irun ldd /usr/local/bin/clipgen 2>&1) || true
    if echo "$lddout" | grep -q 'not found' || ! echo "$lddout" | grep -q libjavascriptcoregtk; then bad "ldd: $(echo "$lddout" | grep 'not found' | xargs)"
    else ok "ldd: all $(echo "$lddout" | grep -c '=>') libraries found (libcurl, JavaScriptCore, FFmpeg, FreeType, fontconfig among them)"; fi
    # Every bundle the build made (other products' bundles too: the glob copies them all).
    local want have
    want=$(cd "$bin" && echo *.resources)
    have=$(irun sh -c 'cd /usr/local/bin && ls -d *.resources' 2> /dev/null | xargs || true)
    if [ "$have" = "$want" ]; then ok "resource bundles beside the binary: $have"
    else bad "resource bundles: the build has '$want', the image '$have'"; fi
    if irun sh -c 'ls /usr/share/fonts/opentype/inter /usr/share/fonts/truetype/dejavu /usr/share/fonts/truetype/liberation2' > /dev/null 2>&1; then
        ok "fonts: Inter, DejaVu, Liberation"
    else bad "fonts missing (Inter, DejaVu or Liberation)"; fi

    echo "(b) renders inside the image, compared with the same binary on the host"
    local same_av=1
    [ "$(irun dpkg-query -W -f '${Version}' libavcodec59)" = "$(dpkg-query -W -f '${Version}' libavcodec59 2> /dev/null)" ] || same_av=0
    [ $same_av = 1 ] || echo "  (the image's FFmpeg differs from the host's: encoded files are checked by decoding, not bytes)"
    # compare NAME ENCODED: the output in the volume against the host's; encoded outputs of another
    # FFmpeg version are decoded with ffprobe instead.
    compare() {
        if [ -d "$work/host/$1" ] && diff -r "$vol/$1" "$work/host/$1" > /dev/null 2>&1; then
            ok "$1: $(ls "$vol/$1" | wc -l) files byte-identical to the host's"
        elif [ -f "$work/host/$1" ] && cmp -s "$vol/$1" "$work/host/$1"; then ok "$1: byte-identical to the host ($(stat -c %s "$vol/$1") bytes)"
        elif [ "$2" = encoded ] && [ $same_av = 0 ] && ffprobe -v error -count_frames -show_entries stream=nb_read_frames -of csv=p=0 "$vol/$1" > /dev/null 2>&1; then
            ok "$1: decodes ($(stat -c %s "$vol/$1") bytes; other FFmpeg than the host)"
        else bad "$1: differs from the host's render"; fi
    }
    both() { # both NAME ENCODED ARGS… (ARGS use @ for the output folder)
        local name=$1 kind=$2
        shift 2
        local a
        local ia=() ha=()
        for a in "$@"; do ia+=("${a//@//out}"); ha+=("${a//@/$work/host}"); done
        "$host" "${ha[@]}" > "$work/host.log" 2>&1 || { bad "$name: host render failed: $(tail -1 "$work/host.log")"; return; }
        local rc=0
        irun clipgen "${ia[@]}" > "$work/image.log" 2>&1 || rc=$?
        if [ $rc = 0 ]; then compare "$name" "$kind"
        else bad "$name: exit $rc: $(grep -m1 -iE 'error|fatal' "$work/image.log" || tail -1 "$work/image.log")"; fi
    }
    local scene=test-card opts=(--duration 0.5 --scale 0.25)
    both test-card.png image still $scene --at 1 -o @/test-card.png
    for f in mp4 gif webm mov webp apng; do
        local kind=encoded
        [ $f = gif ] || [ $f = apng ] && kind=image
        both $scene.$f $kind $scene "${opts[@]}" -o "@/$scene.$f"
    done
    for c in mp4:hevc mp4:av1 webm:av1; do both "$scene-${c#*:}.${c%:*}" encoded $scene "${opts[@]}" --codec "${c#*:}" -o "@/$scene-${c#*:}.${c%:*}"; done
    both frames image $scene "${opts[@]}" --png-sequence -o @/frames/
    # A Lottie file with expressions (JavaScriptCore) from the shared corpus.
    local lottie=${CLIPGEN_LOTTIE_DIR:-$root/../shared/lottie}
    [ -d "$lottie/corpus" ] || lottie=$(cd "$(git -C "$root" rev-parse --git-common-dir)/../.." 2> /dev/null && pwd)/shared/lottie
    f=$lottie/corpus/thorvg.example/expressions/wiggle.json
    if [ -f "$f" ]; then
        cp "$f" "$vol/wiggle.json" && cp "$f" "$work/host/wiggle.json" && chmod a+r "$vol/wiggle.json"
        both wiggle.png image still @/wiggle.json --at 0.5 --scale 0.5 -o @/wiggle.png
        both wiggle.mp4 encoded lottie @/wiggle.json --scale 0.25 -o @/wiggle.mp4
        if grep -q 'expression' "$work/image.log"; then bad "wiggle.json: expression warnings: $(grep expression "$work/image.log" | head -1)"; fi
    else
        bad "no Lottie corpus at $lottie (set CLIPGEN_LOTTIE_DIR)"
    fi
    # The raster bench reads its workloads from the ClipBench resource bundle.
    mkdir -p "$vol/bench" "$work/host/bench" && chmod 2775 "$vol/bench"
    both bench image bench --only circles --iterations 1 --png @/bench

    echo "(c) the Indexed Job (4 indexes, 4 containers on one volume) and the merge Job, against one process"
    local shards_yaml=$root/deploy/kubernetes/gallery-shards.yaml merge_yaml=$root/deploy/kubernetes/gallery-merge.yaml
    local shard_script merge_script completions n=4 sel
    # Every scene, small and short (MP4 + GIF + posters: 258 outputs); CLIPGEN_IMAGE_GALLERY
    # replaces these options (e.g. '--only test-card,snow-emitter --scale 0.25 --duration 1').
    sel=${CLIPGEN_IMAGE_GALLERY:---scale 0.25 --duration 1}
    shard_script=$(manifest_script "$shards_yaml")
    merge_script=$(manifest_script "$merge_yaml")
    completions=$(manifest_field "$shards_yaml" 'd["spec"]["completions"]')
    echo "$shard_script" | grep -q -- "--shard /$completions" || die "$shards_yaml: the command does not say --shard /$completions"
    # The manifest's own command, with 4 shards instead of $completions and a small selection.
    shard_script="${shard_script/--shard \/$completions/--shard /$n} $sel"
    echo "  shard:  $shard_script"
    echo "  merge:  $merge_script"
    local pids=() i rc=0
    for i in $(seq 0 $((n - 1))); do
        irun -e JOB_COMPLETION_INDEX=$i /bin/sh -c "$shard_script" > "$work/shard-$i.log" 2>&1 &
        pids+=($!)
    done
    for i in "${!pids[@]}"; do wait "${pids[$i]}" || { rc=1; bad "shard $i: $(tail -1 "$work/shard-$i.log")"; }; done
    [ $rc = 0 ] && ok "4 shard containers: $(cd "$vol" && echo shard-*)"
    if irun /bin/sh -c "$merge_script" > "$work/merge.log" 2>&1; then ok "merge: $(tail -1 "$work/merge.log")"
    else bad "merge: $(tail -1 "$work/merge.log")"; fi
    # The glob lists shard-10 before shard-2: the merge must not depend on the folders' order.
    if irun /bin/sh -c 'exec clipgen gallery --quiet --merge $(ls -dr /out/shard-*) --directory /out/gallery-reversed' > "$work/merge-reversed.log" 2>&1 \
        && diff -r "$vol/gallery" "$vol/gallery-reversed" > /dev/null 2>&1; then ok "merge in reverse folder order: the same gallery"
    else bad "merge in reverse folder order differs or failed: $(tail -1 "$work/merge-reversed.log")"; fi
    if irun clipgen gallery --jobs 2 --quiet --directory /out/single $sel > "$work/single.log" 2>&1; then
        local files
        files=$(cd "$vol/single" && find . -type f | wc -l)
        if diff -r "$vol/gallery" "$vol/single" > "$work/gallery.diff" 2>&1; then ok "merged gallery = one-process gallery, byte for byte ($files files)"
        else bad "merged gallery differs from the one-process gallery: $(head -3 "$work/gallery.diff" | xargs)"; fi
    else bad "one-process gallery: $(tail -1 "$work/single.log")"; fi
    if [ -n "$(find "$vol"/shard-* "$vol/gallery" "$vol/single" ! -uid 10001 -print -quit 2> /dev/null)" ]; then bad "gallery files on the volume not owned by uid 10001"; fi

    echo "image-test: $(($(date +%s) - t0)) s, outputs in $work"
    echo "image-test: $passed passed, $failed failed"
    [ $failed = 0 ]
}

case ${1:-} in
packages) packages ;;
build) build "${2:-}" ;;
test) test_image "${2:-}" ;;
*) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 2 ;;
esac

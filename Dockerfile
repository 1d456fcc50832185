# clipgen container image: build with the official Swift image, run on Debian slim with only the
# runtime libraries the binary loads (FFmpeg, FreeType, fontconfig, JavaScriptCore for Lottie
# expressions, libcurl for Foundation's networking module), the fonts, and the binary with its
# SwiftPM resource bundles (every `*.resources` folder beside it). One image renders one gallery
# shard (see deploy/kubernetes/).
#
#   docker build -t clipgen .
#   docker run --rm -v "$PWD/out:/out" clipgen gallery --directory /out/all
#
# Without a Docker engine, `make image` builds the same runtime stage from Debian's packages
# (mmdebstrap, then podman import) and `make image-test` runs it; both read the runtime package
# list below (the `apt-get install` of the runtime stage), so keep it one list.
#
# The image is built for baseline x86-64 (CLIPGEN_CPU=x86-64) so it runs on every node; its
# per-pixel kernels exist for x86-64, -v3 and -v4 and the fastest one the node runs is picked at
# start-up (`clipgen bench` prints which). --build-arg CLIPGEN_CPU=haswell also compiles the rest
# of the raster core for AVX2 (such an image refuses to start on older nodes).

FROM swift:6.3-bookworm AS build
ARG CLIPGEN_CPU=x86-64
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      pkg-config libavcodec-dev libavformat-dev libswscale-dev libavutil-dev libfreetype-dev \
      libfontconfig-dev libjavascriptcoregtk-4.1-dev libcurl4-openssl-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Package.resolved is not checked in; the glob copies it when present.
COPY Package.* ./
RUN swift package resolve
COPY Sources Sources
COPY Tests Tests
# The binary and every resource bundle beside it (clipgen_ClipBench.resources, …: Bundle.module
# looks for them next to the executable), copied by glob so a new bundle needs no edit here.
RUN CLIPGEN_CPU=$CLIPGEN_CPU CLIPGEN_UNCHECKED_EXCLUSIVITY=1 \
      swift build -c release --product clipgen --static-swift-stdlib \
 && bin="$(swift build -c release --show-bin-path)" \
 && install -D "$bin/clipgen" /out/clipgen \
 && cp -R "$bin"/*.resources /out/

# The runtime packages: one for each library the binary links (readelf -d: FFmpeg, FreeType,
# fontconfig, JavaScriptCore, libcurl for FoundationNetworking, GLib, libstdc++, zlib; libc and
# libgcc are essential), then the fonts scenes use. `make image` installs exactly this list.
FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libavcodec59 libavformat59 libswscale6 libavutil57 libfreetype6 libfontconfig1 libjavascriptcoregtk-4.1-0 \
      libcurl4 libglib2.0-0 libstdc++6 zlib1g \
      fonts-inter fonts-dejavu-core fonts-liberation2 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/ /usr/local/bin/
# uid and gid 10001: the Kubernetes manifests run the pods as 10001 with fsGroup 10001.
RUN groupadd --gid 10001 clipgen && useradd --create-home --uid 10001 --gid 10001 clipgen
USER clipgen
WORKDIR /home/clipgen
ENTRYPOINT ["clipgen"]
CMD ["list"]

# clipgen container image: build with the official Swift image, run on Debian slim with only the
# FFmpeg, FreeType, fontconfig and JavaScriptCore (Lottie expressions) runtime libraries. One image
# renders one gallery shard (see deploy/kubernetes/).
#
#   docker build -t clipgen .
#   docker run --rm -v "$PWD/out:/out" clipgen gallery --directory /out/all
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
      libfontconfig-dev libjavascriptcoregtk-4.1-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Package.resolved is not checked in; the glob copies it when present.
COPY Package.* ./
RUN swift package resolve
COPY Sources Sources
COPY Tests Tests
RUN CLIPGEN_CPU=$CLIPGEN_CPU swift build -c release --product clipgen --static-swift-stdlib \
 && install -D "$(swift build -c release --show-bin-path)/clipgen" /out/clipgen

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libavcodec59 libavformat59 libswscale6 libavutil57 libfreetype6 libfontconfig1 libjavascriptcoregtk-4.1-0 \
      fonts-inter fonts-dejavu-core fonts-liberation2 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/clipgen /usr/local/bin/clipgen
RUN useradd --create-home --uid 10001 clipgen
USER clipgen
WORKDIR /home/clipgen
ENTRYPOINT ["clipgen"]
CMD ["list"]

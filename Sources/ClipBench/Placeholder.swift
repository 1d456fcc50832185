// Raster benchmark workloads (clipgen bench) land here.

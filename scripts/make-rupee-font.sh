#!/usr/bin/env bash
# Remakes src/app/(site)/fonts/inter-rupee-wght-normal.woff2: the rupee sign (U+20B9) of Inter's variable Latin
# Extended file, weight axis kept, so price pages need not download all of Latin Extended (see globals.css).
# Needs fonttools and brotli (pip install fonttools brotli). The output is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
pyftsubset node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2 \
  --unicodes=U+20B9 --layout-features='*' --flavor=woff2 \
  --output-file='src/app/(site)/fonts/inter-rupee-wght-normal.woff2'

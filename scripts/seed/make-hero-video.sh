#!/usr/bin/env bash
# Makes scripts/seed/assets/hero-tour.mp4, the demo hero video, from two pictures drawn by images.ts:
# a slow push-in on the street view, a cross-fade, then a pan across the interior. Needs ffmpeg (apt-get install ffmpeg).
# The video is committed, so `npm start` needs no ffmpeg; run this only to remake it.
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
node --import tsx -e "
import { facadeSvg, interiorSvg, renderPng } from './scripts/seed/images.ts'
import { writeFileSync } from 'node:fs'
writeFileSync('$tmp/a.png', await renderPng(facadeSvg(3, 1920, 1080)))
writeFileSync('$tmp/b.png', await renderPng(interiorSvg(1, 1920, 1080)))
"
ffmpeg -loglevel error -y \
  -i "$tmp/a.png" -i "$tmp/b.png" \
  -filter_complex "[0:v]zoompan=z='min(zoom+0.0012,1.15)':d=120:s=1280x720:fps=24[a];[1:v]zoompan=z=1.1:x='iw*0.05*on/120':d=120:s=1280x720:fps=24[b];[a][b]xfade=transition=fade:duration=1:offset=4,format=yuv420p" \
  -c:v libx264 -preset veryslow -crf 30 -movflags +faststart -an scripts/seed/assets/hero-tour.mp4
rm -rf "$tmp"
ls -l scripts/seed/assets/hero-tour.mp4

#!/usr/bin/env bash
# Regenerates the committed comparison matrix (docs/matrix/) over every adapter in the
# repository - the examples and the real npm packages - and the edge-case pages from it.
#   bash scripts/matrix.sh [BUILD_DIR]      (default build/release; build it first)
set -euo pipefail
cd "$(dirname "$0")/.."
fragid=${1:-build/release}/cli/fragid
"$fragid" matrix \
  --impl 'python-example=python3 adapters/examples/python/adapter.py' \
  --impl 'node-example=node adapters/examples/node/adapter.js' \
  --impl 'jupyterlab-csvviewer=node adapters/jupyterlab-csvviewer/adapter.js' \
  --impl 'rdf-parser-csvw=node adapters/rdf-parser-csvw/adapter.js rdf-parser-csvw' \
  --impl 'zazuko-rdf-parser-csvw=node adapters/rdf-parser-csvw/adapter.js @zazuko/rdf-parser-csvw' \
  --impl 'jupyterlab-fileeditor=node adapters/jupyterlab-fileeditor/adapter.js' \
  --impl 'jupyterlab-rendermime=node adapters/jupyterlab-rendermime/adapter.js' \
  --impl 'apache-annotator-selector=node adapters/apache-annotator-selector/adapter.js' \
  --impl 'dom-anchor-text-position=node adapters/dom-anchor-text-position/adapter.js'
"$fragid" docs

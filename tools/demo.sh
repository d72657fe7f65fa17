#!/bin/sh
# `make demo`: what makes smolvm a sandbox, in a few lines. Usage: demo.sh BUILD
smolvm="$1/smolvm"
say() { printf '\n$ %s\n' "$*"; }

say "smolvm --stats run tests/demo.py          # an agent step, and its receipt"
"$smolvm" --stats run tests/demo.py 2>&1

say "smolvm -c 'import os; os.system(\"id\")'   # refused before anything runs"
"$smolvm" -c 'import os; os.system("id")' 2>&1 | cut -c1-110

say "smolvm --max-instructions 1000000 -c 'while True: pass'"
"$smolvm" --max-instructions 1000000 -c 'while True: pass' 2>&1

say "smolvm --max-memory 32M -c 'x = [0] * 10**9'"
"$smolvm" --max-memory 32M -c 'x = [0] * 10**9' 2>&1

if command -v python3 >/dev/null 2>&1; then
    say "python3: a tool call through smolvm serve (the tool runs in the host, the snippet in the sandbox)"
    SMOLVM_BIN="$smolvm" PYTHONPATH=bindings/python python3 - <<'PY'
from smolvm import Sandbox

def get_weather(city, unit="C"):
    return {"city": city, "temp": 22, "unit": unit}

with Sandbox() as box, box.open_session(tools={"get_weather": get_weather}) as s:
    r = s.run("w = get_weather('Paris', unit='F')\nprint(w)\nw['temp'] + 1")
    print("status:", r.status, "| logs:", r.logs.strip(), "| value:", r.value,
          "| tool calls:", r.receipt["tool_calls"])
PY
fi

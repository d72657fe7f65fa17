def apply(config):
    match config:
        case {"mode": "copy", "src": src, "dst": dst}:
            return f"copy {src} -> {dst}"
        case {"mode": "delete", "path": path}:
            return f"delete {path}"
        case {"mode": mode}:
            raise KeyError(f"incomplete config for mode {mode}")


print(apply({"mode": "copy", "src": "a", "dst": "b"}))
print(apply({"mode": "delete", "path": "/tmp/x", "force": True}))
print(apply({"mode": "copy", "src": "a"}))

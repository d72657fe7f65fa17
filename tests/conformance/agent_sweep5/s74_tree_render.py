# Recursive directory-like tree (dict based) with size totals and rendering.
tree = {"src": {"main.py": 1200, "util": {"io.py": 300, "text.py": 450}, "README": 80},
        "tests": {"test_main.py": 600}, "setup.cfg": 45}
def total(node):
    return node if isinstance(node, int) else sum(total(v) for v in node.values())
def render(node, prefix=""):
    items = sorted(node.items(), key=lambda kv: (isinstance(kv[1], int), kv[0]))
    for i, (name, child) in enumerate(items):
        last = i == len(items) - 1
        branch = "└── " if last else "├── "
        size = total(child)
        print(f"{prefix}{branch}{name}{'/' if isinstance(child, dict) else ''} ({size:,} B)")
        if isinstance(child, dict):
            render(child, prefix + ("    " if last else "│   "))
print(f". ({total(tree):,} B)")
render(tree)
def walk(node, path=()):
    for k, v in node.items():
        if isinstance(v, dict):
            yield from walk(v, path + (k,))
        else:
            yield "/".join(path + (k,)), v
files = dict(walk(tree))
print(files)
print(max(files, key=files.get), [p for p in files if p.endswith(".py")])

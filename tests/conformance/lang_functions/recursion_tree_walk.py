tree = {
    "name": "root", "size": 1,
    "children": [
        {"name": "docs", "size": 4, "children": []},
        {"name": "src", "size": 2, "children": [
            {"name": "main.c", "size": 10, "children": []},
            {"name": "util", "size": 1, "children": [
                {"name": "str.c", "size": 7, "children": []}]}]},
    ],
}

def total_size(node):
    return node["size"] + sum(total_size(c) for c in node["children"])

def show(node, depth=0):
    print("  " * depth + f"{node['name']} ({total_size(node)})")
    for child in node["children"]:
        show(child, depth + 1)

show(tree)
def depth(node):
    return 1 + max((depth(c) for c in node["children"]), default=0)
print("depth:", depth(tree))

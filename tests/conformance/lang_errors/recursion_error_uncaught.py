def depth(node):
    # bug: recurses on the same node instead of its children
    return 1 + depth(node)


tree = {"value": 1, "children": []}
print("computing depth")
print(depth(tree))

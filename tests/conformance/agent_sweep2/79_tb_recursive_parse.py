def depth(tree):
    if isinstance(tree, list):
        return 1 + max(depth(t) for t in tree)
    if isinstance(tree, dict):
        return depth(tree["children"])
    return 0
print(depth([1, [2, [3]], []]) if False else depth([1, [2, [3]]]))
print(depth([{"children": [1]}, {"kids": []}]))

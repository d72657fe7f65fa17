def flatten(x):
    if isinstance(x, list):
        return [y for item in x for y in flatten(item)]
    return [x]
print(flatten([1, [2, [3, [4]]]]))
loop = [1]
loop.append(loop)
print(len(flatten(loop)))

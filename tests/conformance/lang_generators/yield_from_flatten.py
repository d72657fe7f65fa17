def flatten(items):
    for item in items:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item


nested = [1, [2, [3, 4], (5,)], [], [[[6]]], 7]
print(list(flatten(nested)))
print(sum(flatten(nested)))
menu = ["soup", ["salad", ["caesar", "greek"]], ("bread",)]
for dish in flatten(menu):
    print("-", dish)

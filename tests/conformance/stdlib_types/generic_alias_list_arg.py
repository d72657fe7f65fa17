import collections.abc
print(list[[int]], dict[[int], [str, list[int]]], tuple[[]], list[int, [str]])
print(collections.abc.Callable[[int], str], collections.abc.Callable[..., int])
print(list[[int]] == list[[int]], list[[int]].__args__)

empty_list = []
empty_dict = {}
empty_tuple = ()
empty_set = set()
nums = [1, 2, 3]
trailing = [1, 2, 3,]
nested = [[1, 2], [3, [4, 5]]]
d = {"a": 1, "b": 2}
d2 = {"x": [1, 2], "y": {"z": 3},}
d3 = {**d, "c": 3}
d4 = {**d, **d2}
s = {1, 2, 3}
s2 = {*nums, 4}
t = (1,)
t2 = 1, 2, 3
t3 = (1, 2, 3,)
l2 = [*nums, *nums]
mixed = [1, "two", 3.0, None, True, False, ...]
keys = {(1, 2): "tuple key", None: 0}
big = {
    "name": "agent",
    "tools": ["search", "browse"],
    "config": {
        "max_steps": 10,
        "verbose": True,
    },
}

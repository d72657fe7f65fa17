# copy.copy vs copy.deepcopy on nested data and user objects.
import copy

data = {"users": [{"name": "ann", "tags": ["a"]}], "count": 1}
sh = copy.copy(data)
dp = copy.deepcopy(data)
data["users"][0]["tags"].append("b")
data["count"] = 2
print(sh)
print(dp)
print(sh["users"] is data["users"], dp["users"] is data["users"], dp == data)

shared = [1, 2]
pair = [shared, shared]
dpair = copy.deepcopy(pair)
print(dpair[0] is dpair[1], dpair[0] is shared)

loop = [1]
loop.append(loop)
dloop = copy.deepcopy(loop)
print(dloop[1] is dloop, dloop is loop, len(dloop))


class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []

    def __repr__(self):
        return "Node(%r, %r)" % (self.value, self.children)


tree = Node(1, [Node(2), Node(3, [Node(4)])])
t1 = copy.copy(tree)
t2 = copy.deepcopy(tree)
tree.children[1].value = 30
tree.value = 10
print(t1)
print(t2)
print(t1.children is tree.children, t2.children[0] is tree.children[0])
t = (1, [2])
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, "a")) == (1, "a"))
print(copy.copy([]) is not copy.copy([]))

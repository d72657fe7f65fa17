class Node:
    def __init__(self, val, children=()):
        self.val = val
        self.children = list(children)
def total(n):
    return n.val + sum(total(c) for c in n.children)
tree = Node(1, [Node(2), Node(3, [Node("4")])])
print(total(tree))

class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


tail = Node(3)
head = Node(1, Node(2, tail))
node = head
while node is not None:
    print(node.value, node.next is None, node is tail)
    node = node.next
node = head
while node is not tail.next:
    node = node.next
    print(node.value)

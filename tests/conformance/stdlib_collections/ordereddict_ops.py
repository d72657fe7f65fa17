from collections import OrderedDict

od = OrderedDict()
od['b'] = 2
od['a'] = 1
od['c'] = 3
print(od)
od.move_to_end('b')
print(list(od))
od.move_to_end('c', last=False)
print(od)
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(), OrderedDict(x=1, y=2))
o1 = OrderedDict([('a', 1), ('b', 2)])
o2 = OrderedDict([('b', 2), ('a', 1)])
print(o1 == o2, o1 == dict(o2), dict(o1) == dict(o2))
print(OrderedDict.fromkeys('xyz', 0))

# LRU cache built on OrderedDict
class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.data = OrderedDict()
    def get(self, k):
        if k not in self.data:
            return -1
        self.data.move_to_end(k)
        return self.data[k]
    def put(self, k, v):
        self.data[k] = v
        self.data.move_to_end(k)
        if len(self.data) > self.cap:
            self.data.popitem(last=False)
lru = LRU(2)
lru.put(1, 'one'); lru.put(2, 'two'); print(lru.get(1)); lru.put(3, 'three')
print(lru.get(2), lru.get(3), list(lru.data.items()))
try:
    OrderedDict().popitem()
except KeyError as e:
    print('KeyError', e)
try:
    od.move_to_end('zz')
except KeyError as e:
    print('KeyError', e)

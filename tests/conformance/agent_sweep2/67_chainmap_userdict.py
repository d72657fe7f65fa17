from collections import ChainMap, UserDict, UserList
defaults = {"color": "red", "size": "M"}
user = {"size": "L"}
cfg = ChainMap(user, defaults)
print(cfg["color"], cfg["size"], dict(cfg), len(cfg), list(cfg))
child = cfg.new_child({"color": "blue"})
print(child["color"], child.parents["color"], child.maps)
cfg["new"] = 1; print(user)
class CaseDict(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
    def __contains__(self, k):
        return k.lower() in self.data
cd = CaseDict(); cd["Name"] = "x"; cd["AGE"] = 3
print(cd["NAME"], "age" in cd, cd, len(cd), dict(cd))
class Stack(UserList):
    def push(self, x):
        self.append(x)
s = Stack([1]); s.push(2); print(s, s.pop(), s, type(s + [3]).__name__)

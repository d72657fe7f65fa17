# expect: ok
# stdout: 1
s = set()
class H:
    def __hash__(self):
        s.clear()
        return 7
    def __eq__(self, o):
        return False
for i in range(20):
    s.add(H())
print(len(s))

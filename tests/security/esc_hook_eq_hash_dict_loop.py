# expect: budget
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        while True:
            pass
d = {K(): 1, K(): 2}

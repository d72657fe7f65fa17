# expect: error RecursionError
class G:
    def __getitem__(self, i):
        return list(self)
for x in G():
    pass

class Plugin:
    pass


class Exporter(Plugin):
    def export(self, data):
        pass

    def name(self):
        return "exporter"


def todo():
    pass


for i in range(3):
    pass
if True:
    pass
else:
    pass
print(todo(), Exporter().export([1]), Exporter().name())
print(isinstance(Exporter(), Plugin))
try:
    pass
except Exception:
    pass
finally:
    print("try with pass done")
while False:
    pass
print("end")

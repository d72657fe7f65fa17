# Splitting command lines held in a str subclass that a config loader
# uses to remember where each line came from.
import shlex


class Line(str):
    source = 'config.ini'

    def __getitem__(self, k):
        return '#'

    def __len__(self):
        return 1

    def find(self, *args):
        return -1


cmd = Line('deploy --env "staging eu" --tag \'v1 2\'')
print(shlex.split(cmd))
print(shlex.split(cmd, posix=False))
print(shlex.split(Line('run # later'), comments=True))
print(shlex.join(shlex.split(cmd)))

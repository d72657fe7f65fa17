# Copies of dict subclasses and int/str subclasses that carry extra attributes.
import copy


class Settings(dict):
    pass


class Score(int):
    pass


class Label(str):
    pass


s = Settings(theme="dark", sizes=[10, 12])
s.source = "user"
s2 = copy.copy(s)
s3 = copy.deepcopy(s)
s["sizes"].append(14)
print(s2, s3, s2.source, s3.source, type(s3).__name__)
score = Score(42)
score.player = "kim"
print(copy.copy(score), copy.deepcopy(score).player, type(copy.copy(score)).__name__)
lab = Label("urgent")
lab.color = "red"
l2 = copy.deepcopy(lab)
print(l2, l2.color, l2.upper(), type(l2).__name__)

from statistics import NormalDist

temp_c = NormalDist(20, 3)
temp_f = temp_c * 9 / 5 + 32
print(temp_f, temp_f.mean, temp_f.stdev)
print(temp_c + 5, 5 + temp_c, temp_c - 5, 5 - temp_c, temp_c * -2, -2 * temp_c, temp_c / 4, -temp_c, +temp_c)
a, b = NormalDist(10, 3), NormalDist(4, 4)
print(a + b, a - b, b - a)
print(a == NormalDist(10.0, 3.0), a == b, a != b, a == 10, NormalDist() == NormalDist(0, 1))
print(hash(a) == hash(NormalDist(10, 3)), len({a, NormalDist(10, 3), b}))
print(repr(NormalDist(1, 2)), str(NormalDist(0.5, 0.25)), NormalDist(mu=3, sigma=0))
print(NormalDist(10, 2).variance, NormalDist(1, 0).mean, NormalDist(7).stdev)
try:
    a * b
except TypeError as e:
    print('TypeError', e)
try:
    a + 'x'
except TypeError as e:
    print('TypeError', e)

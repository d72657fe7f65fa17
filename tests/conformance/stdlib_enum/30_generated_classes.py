# Many generated enumerations (every base, boundaries, auto() mixed with
# other values) and operations on them, errors included.
from enum import Enum, Flag, IntFlag, IntEnum, StrEnum, auto, STRICT, CONFORM, EJECT, KEEP

try:
    class E0(Flag):
        M0 = 16
        M1 = 5
        M2 = 12
        M3 = 1
        M4 = 12
    print('Flag', [(n, repr(m)) for n, m in E0.__members__.items()], list(E0), len(E0))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E0(15))
    print('format(E(15))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E0(15) in E0(7)
    print('E(15) in E(7)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E0.M0) == hash(E0.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E0(20))
    print('list(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E0(20))
    print('list(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E0(13)
    print('E(13)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E1(Flag):
        M0 = auto()
        M1 = 8
        M2 = auto()
        M3 = 8
        M4 = 16
    print('Flag', [(n, repr(m)) for n, m in E1.__members__.items()], list(E1), len(E1))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E1.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E1.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E1(11)
    print('~E(11)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E1.M0) == hash(E1.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E1.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E1.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E2(StrEnum):
        M0 = 8
        M1 = (1, 2)
        M2 = 4
        M3 = 8
    print('StrEnum', [(n, repr(m)) for n, m in E2.__members__.items()], list(E2), len(E2))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E2(18))
    print('str(E(18))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E2(0))
    print('format(E(0))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E2(5))
    print('len(E(5))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E2(18)
    print('~E(18)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E2(20))
    print('format(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E2(-2) & E2(3)
    print('E(-2) & E(3)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E3(IntEnum):
        M0 = auto()
        M1 = (1, 2)
        M2 = auto()
        M3 = True
    print('IntEnum', [(n, repr(m)) for n, m in E3.__members__.items()], list(E3), len(E3))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E3(0))
    print('bool(E(0))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E3(13)
    print('~E(13)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E3(-18) | E3(19)
    print('E(-18) | E(19)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E3(18))
    print('len(E(18))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E3(E3.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E3(1))
    print('bool(E(1))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E4(Enum):
        M0 = 1
    print('Enum', [(n, repr(m)) for n, m in E4.__members__.items()], list(E4), len(E4))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E4(18) | E4(17)
    print('E(18) | E(17)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E4(13))
    print('bool(E(13))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E4(8))
    print('list(E(8))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E4(10))
    print('len(E(10))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E4.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E4(E4.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E5(IntEnum):
        M0 = 4
        M1 = 1
        M2 = 3
        M3 = 7
        M4 = 'x'
    print('IntEnum', [(n, repr(m)) for n, m in E5.__members__.items()], list(E5), len(E5))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E5(20))
    print('str(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E5(13))
    print('format(E(13))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E5(9))
    print('len(E(9))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E5(13))
    print('len(E(13))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E5(12))
    print('list(E(12))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E5(20))
    print('len(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E6(IntEnum):
        M0 = (1, 2)
        M1 = 3
        M2 = 'x'
    print('IntEnum', [(n, repr(m)) for n, m in E6.__members__.items()], list(E6), len(E6))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E6(11) | E6(0)
    print('E(11) | E(0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E6(11))
    print('format(E(11))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E6(14))
    print('bool(E(14))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E6(19))
    print('len(E(19))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E6(11) ^ E6(-9)
    print('E(11) ^ E(-9)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E6(11))
    print('format(E(11))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E7(IntFlag):
        M0 = 12
    print('IntFlag', [(n, repr(m)) for n, m in E7.__members__.items()], list(E7), len(E7))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E7(E7.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E7(20))
    print('format(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E7(10) ^ E7(-5)
    print('E(10) ^ E(-5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E7(20)
    print('~E(20)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E7(19))
    print('len(E(19))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E7.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E8(IntFlag):
        M0 = 5
        M1 = 4
        M2 = 12
    print('IntFlag', [(n, repr(m)) for n, m in E8.__members__.items()], list(E8), len(E8))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E8(8))
    print('str(E(8))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E8(E8.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E8(10) ^ E8(-8)
    print('E(10) ^ E(-8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E8(-3) & E8(10)
    print('E(-3) & E(10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E8(11))
    print('list(E(11))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E8(E8.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E9(IntFlag):
        M0 = 8
        M1 = 0
        M2 = 12
        M3 = 0
    print('IntFlag', [(n, repr(m)) for n, m in E9.__members__.items()], list(E9), len(E9))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E9(13))
    print('list(E(13))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E9.M0) == hash(E9.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E9.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E9(15) | E9(7)
    print('E(15) | E(7)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E9(16))
    print('bool(E(16))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E9(10))
    print('str(E(10))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E10(IntFlag, boundary=EJECT):
        M0 = auto()
        M1 = auto()
    print('IntFlag', [(n, repr(m)) for n, m in E10.__members__.items()], list(E10), len(E10))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E10.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E10(16)
    print('E(16)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E10(3) ^ E10(10)
    print('E(3) ^ E(10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E10(9))
    print('str(E(9))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E10.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E10(19)
    print('~E(19)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E11(IntFlag, boundary=KEEP):
        M0 = (1, 2)
    print('IntFlag', [(n, repr(m)) for n, m in E11.__members__.items()], list(E11), len(E11))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E11(6)
    print('~E(6)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E11(3) ^ E11(14)
    print('E(3) ^ E(14)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E11(8))
    print('list(E(8))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E11.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E11(8))
    print('str(E(8))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E11(E11.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E12(StrEnum):
        M0 = auto()
        M1 = 0
        M2 = None
        M3 = auto()
    print('StrEnum', [(n, repr(m)) for n, m in E12.__members__.items()], list(E12), len(E12))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E12(-17) | E12(4)
    print('E(-17) | E(4)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E12(-13) & E12(1)
    print('E(-13) & E(1)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E12(10) & E12(1)
    print('E(10) & E(1)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E12.M0) == hash(E12.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E12(5))
    print('len(E(5))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E12.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E13(Flag, boundary=EJECT):
        M0 = 3
        M1 = 0
    print('Flag', [(n, repr(m)) for n, m in E13.__members__.items()], list(E13), len(E13))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E13(-13)
    print('E(-13)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E13(2) ^ E13(4)
    print('E(2) ^ E(4)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E13.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E13.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E13.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E13.M0) == hash(E13.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E14(IntFlag):
        M0 = 16
        M1 = auto()
        M2 = 4
        M3 = 4
    print('IntFlag', [(n, repr(m)) for n, m in E14.__members__.items()], list(E14), len(E14))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E14(14) & E14(8)
    print('E(14) & E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E14.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E14(0))
    print('len(E(0))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E14(17))
    print('format(E(17))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E14(14)
    print('~E(14)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E14(12)
    print('~E(12)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E15(Flag, boundary=STRICT):
        M0 = 0
    print('Flag', [(n, repr(m)) for n, m in E15.__members__.items()], list(E15), len(E15))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E15.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E15(-18) & E15(16)
    print('E(-18) & E(16)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E15.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E15(0))
    print('len(E(0))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E15(0)
    print('~E(0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E15(9))
    print('bool(E(9))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E16(IntFlag, boundary=CONFORM):
        M0 = 6
    print('IntFlag', [(n, repr(m)) for n, m in E16.__members__.items()], list(E16), len(E16))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E16(17))
    print('len(E(17))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E16(16) & E16(5)
    print('E(16) & E(5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E16(5))
    print('str(E(5))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E16.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E16.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E16.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E17(Enum):
        M0 = 7
        M1 = 2.5
        M2 = True
        M3 = 2
    print('Enum', [(n, repr(m)) for n, m in E17.__members__.items()], list(E17), len(E17))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E17(E17.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E17.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E17(5)
    print('~E(5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E17(E17.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E17(18) ^ E17(8)
    print('E(18) ^ E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E17(-12) in E17(8)
    print('E(-12) in E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E18(Flag):
        M0 = 6
        M1 = 8
    print('Flag', [(n, repr(m)) for n, m in E18.__members__.items()], list(E18), len(E18))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E18(19))
    print('format(E(19))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E18(-7)
    print('E(-7)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E18.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E18['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E18.M0) == hash(E18.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E18.M0) == hash(E18.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E19(Flag):
        M0 = auto()
        M1 = 16
        M2 = 1
        M3 = 0
        M4 = auto()
    print('Flag', [(n, repr(m)) for n, m in E19.__members__.items()], list(E19), len(E19))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E19(7))
    print('str(E(7))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E19(6))
    print('format(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E19(6))
    print('format(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E19(-12) | E19(5)
    print('E(-12) | E(5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E19(-4) | E19(5)
    print('E(-4) | E(5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E19.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E20(Enum):
        M0 = 1
    print('Enum', [(n, repr(m)) for n, m in E20.__members__.items()], list(E20), len(E20))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E20(8))
    print('bool(E(8))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E20.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E20(17)
    print('E(17)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E20(10))
    print('len(E(10))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E20.M0) == hash(E20.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E20.M0) == hash(E20.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E21(IntEnum):
        M0 = 4
        M1 = None
    print('IntEnum', [(n, repr(m)) for n, m in E21.__members__.items()], list(E21), len(E21))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E21(-13) & E21(8)
    print('E(-13) & E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E21.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E21(8)
    print('~E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E21['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E21(9))
    print('format(E(9))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E21(E21.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E22(Enum):
        M0 = 7
        M1 = (1, 2)
        M2 = auto()
        M3 = 'b'
    print('Enum', [(n, repr(m)) for n, m in E22.__members__.items()], list(E22), len(E22))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E22(5))
    print('list(E(5))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E22.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E22(3))
    print('list(E(3))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E22.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E22(9) ^ E22(15)
    print('E(9) ^ E(15)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E22(15))
    print('bool(E(15))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E23(IntFlag, boundary=STRICT):
        M0 = 6
        M1 = 6
    print('IntFlag', [(n, repr(m)) for n, m in E23.__members__.items()], list(E23), len(E23))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E23['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E23(8))
    print('format(E(8))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E23(1))
    print('list(E(1))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E23(E23.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E23(E23.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E23.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E24(IntEnum):
        M0 = auto()
        M1 = (1, 2)
        M2 = 0
        M3 = 1
        M4 = 5
    print('IntEnum', [(n, repr(m)) for n, m in E24.__members__.items()], list(E24), len(E24))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E24(18)
    print('~E(18)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E24(18)
    print('~E(18)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E24.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E24(4))
    print('list(E(4))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E24(E24.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E24(18) ^ E24(-10)
    print('E(18) ^ E(-10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E25(Flag):
        M0 = auto()
        M1 = 16
        M2 = 0
    print('Flag', [(n, repr(m)) for n, m in E25.__members__.items()], list(E25), len(E25))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E25(10))
    print('bool(E(10))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E25(E25.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E25(-1)
    print('E(-1)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E25(18)
    print('E(18)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E25.M0) == hash(E25.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E25.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E26(Flag, boundary=CONFORM):
        M0 = 5
        M1 = 16
        M2 = 1
        M3 = 12
        M4 = 8
    print('Flag', [(n, repr(m)) for n, m in E26.__members__.items()], list(E26), len(E26))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E26.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E26(-15) | E26(19)
    print('E(-15) | E(19)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E26(11))
    print('str(E(11))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E26.M0) == hash(E26.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E26(0))
    print('len(E(0))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E26['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E27(Flag):
        M0 = auto()
        M1 = 1
        M2 = 3
        M3 = 4
        M4 = 1
    print('Flag', [(n, repr(m)) for n, m in E27.__members__.items()], list(E27), len(E27))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E27(13))
    print('str(E(13))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E27(10)
    print('~E(10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E27(-18) & E27(13)
    print('E(-18) & E(13)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E27.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E27(11) & E27(15)
    print('E(11) & E(15)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E27(14) in E27(13)
    print('E(14) in E(13)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E28(Flag, boundary=STRICT):
        M0 = 16
        M1 = 2
        M2 = 16
        M3 = auto()
    print('Flag', [(n, repr(m)) for n, m in E28.__members__.items()], list(E28), len(E28))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E28['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E28['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E28(12))
    print('str(E(12))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E28(6))
    print('format(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E28.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E28(6) ^ E28(14)
    print('E(6) ^ E(14)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E29(Flag, boundary=KEEP):
        M0 = 2
    print('Flag', [(n, repr(m)) for n, m in E29.__members__.items()], list(E29), len(E29))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E29(19) ^ E29(-13)
    print('E(19) ^ E(-13)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E29(15) ^ E29(8)
    print('E(15) ^ E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E29.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E29.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E29(1))
    print('str(E(1))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E29.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E30(IntEnum):
        M0 = 2.5
    print('IntEnum', [(n, repr(m)) for n, m in E30.__members__.items()], list(E30), len(E30))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E30.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E30(6) ^ E30(10)
    print('E(6) ^ E(10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E30(19)
    print('~E(19)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E30(2) | E30(3)
    print('E(2) | E(3)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E30.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E30(15))
    print('str(E(15))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E31(StrEnum):
        M0 = auto()
        M1 = None
        M2 = (1, 2)
    print('StrEnum', [(n, repr(m)) for n, m in E31.__members__.items()], list(E31), len(E31))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E31(0) | E31(2)
    print('E(0) | E(2)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E31(7)
    print('E(7)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E31(-14) & E31(0)
    print('E(-14) & E(0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E31(E31.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E31(-18) | E31(15)
    print('E(-18) | E(15)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E31(E31.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E32(IntFlag, boundary=KEEP):
        M0 = 3
        M1 = 5
        M2 = auto()
        M3 = 0
    print('IntFlag', [(n, repr(m)) for n, m in E32.__members__.items()], list(E32), len(E32))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E32.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E32(9) ^ E32(-15)
    print('E(9) ^ E(-15)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E32(E32.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E32(17))
    print('len(E(17))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E32(12) ^ E32(14)
    print('E(12) ^ E(14)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E32['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E33(Flag, boundary=KEEP):
        M0 = 16
        M1 = 3
        M2 = 8
        M3 = 2
    print('Flag', [(n, repr(m)) for n, m in E33.__members__.items()], list(E33), len(E33))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E33.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E33(1))
    print('list(E(1))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E33.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E33(3))
    print('len(E(3))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E33(-5) | E33(19)
    print('E(-5) | E(19)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E33.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E34(IntEnum):
        M0 = (1, 2)
        M1 = auto()
        M2 = auto()
    print('IntEnum', [(n, repr(m)) for n, m in E34.__members__.items()], list(E34), len(E34))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E34(12)
    print('~E(12)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E34(18))
    print('bool(E(18))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E34(-13) & E34(14)
    print('E(-13) & E(14)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E34(-7) | E34(7)
    print('E(-7) | E(7)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E34(20))
    print('list(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E34(0)
    print('~E(0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E35(Flag, boundary=CONFORM):
        M0 = 6
        M1 = 0
        M2 = 6
        M3 = 12
        M4 = 3
    print('Flag', [(n, repr(m)) for n, m in E35.__members__.items()], list(E35), len(E35))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E35.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E35(-9) & E35(19)
    print('E(-9) & E(19)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E35(-18)
    print('E(-18)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E35(6))
    print('format(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E35.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E35(7)
    print('~E(7)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E36(Flag, boundary=EJECT):
        M0 = 1
        M1 = 8
        M2 = 12
        M3 = 16
    print('Flag', [(n, repr(m)) for n, m in E36.__members__.items()], list(E36), len(E36))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E36(6)
    print('~E(6)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E36.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E36(-1) & E36(20)
    print('E(-1) & E(20)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E36(1) in E36(11)
    print('E(1) in E(11)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E36['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E36(7) & E36(20)
    print('E(7) & E(20)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E37(StrEnum):
        M0 = -3
        M1 = 2.5
        M2 = (1, 2)
        M3 = auto()
        M4 = None
    print('StrEnum', [(n, repr(m)) for n, m in E37.__members__.items()], list(E37), len(E37))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E37.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E37(-15) in E37(8)
    print('E(-15) in E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E37(0) in E37(5)
    print('E(0) in E(5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E37.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E37['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E37.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E38(IntEnum):
        M0 = 0
        M1 = 8
        M2 = auto()
        M3 = 'b'
    print('IntEnum', [(n, repr(m)) for n, m in E38.__members__.items()], list(E38), len(E38))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E38(5)
    print('~E(5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E38(4))
    print('bool(E(4))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E38(12) | E38(16)
    print('E(12) | E(16)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E38(20) | E38(15)
    print('E(20) | E(15)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E38(6))
    print('format(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E38(11) | E38(13)
    print('E(11) | E(13)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E39(IntFlag, boundary=CONFORM):
        M0 = 5
        M1 = 1
        M2 = [1]
    print('IntFlag', [(n, repr(m)) for n, m in E39.__members__.items()], list(E39), len(E39))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E39.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E39(6))
    print('list(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E39.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E39(11) ^ E39(20)
    print('E(11) ^ E(20)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E39.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E39(16))
    print('str(E(16))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E40(IntFlag):
        M0 = 16
    print('IntFlag', [(n, repr(m)) for n, m in E40.__members__.items()], list(E40), len(E40))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E40(11))
    print('bool(E(11))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E40(-5)
    print('E(-5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E40(E40.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E40(-11)
    print('E(-11)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E40(-10)
    print('E(-10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E40['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E41(IntFlag, boundary=STRICT):
        M0 = auto()
        M1 = 8
    print('IntFlag', [(n, repr(m)) for n, m in E41.__members__.items()], list(E41), len(E41))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E41(7) | E41(10)
    print('E(7) | E(10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E41(17)
    print('~E(17)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E41(9))
    print('format(E(9))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E41.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E41(-4) | E41(10)
    print('E(-4) | E(10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E41(-19) | E41(13)
    print('E(-19) | E(13)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E42(Flag):
        M0 = 4
        M1 = 2
        M2 = 0
        M3 = 6
        M4 = 3
    print('Flag', [(n, repr(m)) for n, m in E42.__members__.items()], list(E42), len(E42))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E42(4))
    print('format(E(4))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E42(-19) | E42(5)
    print('E(-19) | E(5)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E42(-19) | E42(15)
    print('E(-19) | E(15)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E42(E42.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E42.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E42(16) ^ E42(3)
    print('E(16) ^ E(3)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E43(IntFlag, boundary=CONFORM):
        M0 = 1
        M1 = True
        M2 = (1, 2)
        M3 = [1]
        M4 = [1]
    print('IntFlag', [(n, repr(m)) for n, m in E43.__members__.items()], list(E43), len(E43))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E43.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E43(16))
    print('list(E(16))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E43(10))
    print('list(E(10))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E43.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E43.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E43(19))
    print('format(E(19))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E44(Enum):
        M0 = 8
        M1 = 3
        M2 = 4
    print('Enum', [(n, repr(m)) for n, m in E44.__members__.items()], list(E44), len(E44))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E44(15))
    print('list(E(15))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E44(8)
    print('~E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E44['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E44.M0) == hash(E44.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E44(6))
    print('bool(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E44.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E45(IntFlag, boundary=STRICT):
        M0 = 3
    print('IntFlag', [(n, repr(m)) for n, m in E45.__members__.items()], list(E45), len(E45))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E45.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E45(15) | E45(9)
    print('E(15) | E(9)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E45(13))
    print('format(E(13))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E45.M0) == hash(E45.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E45(-6) & E45(6)
    print('E(-6) & E(6)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E45(3)
    print('~E(3)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E46(Flag):
        M0 = auto()
        M1 = True
        M2 = 'x'
    print('Flag', [(n, repr(m)) for n, m in E46.__members__.items()], list(E46), len(E46))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E46(14))
    print('format(E(14))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E46(-2) | E46(17)
    print('E(-2) | E(17)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E46.M0) == hash(E46.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E46(4))
    print('list(E(4))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E46.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E46.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E47(Enum):
        M0 = 2
        M1 = 'b'
    print('Enum', [(n, repr(m)) for n, m in E47.__members__.items()], list(E47), len(E47))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E47(20))
    print('list(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E47(E47.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E47(-11) in E47(17)
    print('E(-11) in E(17)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E47.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E47(4)
    print('E(4)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E47(3))
    print('list(E(3))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E48(Enum):
        M0 = 'b'
        M1 = 5
    print('Enum', [(n, repr(m)) for n, m in E48.__members__.items()], list(E48), len(E48))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E48(4) & E48(11)
    print('E(4) & E(11)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E48['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E48(15))
    print('str(E(15))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E48.M0) == hash(E48.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E48.M0) == hash(E48.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E48(E48.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E49(Flag):
        M0 = 16
        M1 = 6
        M2 = 6
        M3 = 8
    print('Flag', [(n, repr(m)) for n, m in E49.__members__.items()], list(E49), len(E49))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E49.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E49(6))
    print('bool(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E49(9) ^ E49(-9)
    print('E(9) ^ E(-9)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E49(0) in E49(8)
    print('E(0) in E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E49(-12) | E49(1)
    print('E(-12) | E(1)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E49(19) ^ E49(6)
    print('E(19) ^ E(6)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E50(Enum):
        M0 = auto()
        M1 = 2
        M2 = 1
        M3 = (auto(), "t")
        M4 = 8
    print('Enum', [(n, repr(m)) for n, m in E50.__members__.items()], list(E50), len(E50))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E50(16))
    print('format(E(16))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E50.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E50(0) in E50(4)
    print('E(0) in E(4)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E50(E50.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E50(11))
    print('len(E(11))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E50['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E51(IntFlag):
        M0 = 8
        M1 = 2
        M2 = 1
    print('IntFlag', [(n, repr(m)) for n, m in E51.__members__.items()], list(E51), len(E51))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E51(16))
    print('str(E(16))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E51(20))
    print('str(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E51(13))
    print('format(E(13))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E51.M0) == hash(E51.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E51(17) ^ E51(1)
    print('E(17) ^ E(1)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E51(E51.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E52(IntEnum):
        M0 = auto()
        M1 = auto()
        M2 = True
        M3 = True
        M4 = 4
    print('IntEnum', [(n, repr(m)) for n, m in E52.__members__.items()], list(E52), len(E52))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E52(19) | E52(9)
    print('E(19) | E(9)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E52.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E52['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E52(12) | E52(6)
    print('E(12) | E(6)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E52(15)
    print('~E(15)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E52['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E53(Enum):
        M0 = (1, 2)
        M1 = 7
        M2 = (1, 2)
    print('Enum', [(n, repr(m)) for n, m in E53.__members__.items()], list(E53), len(E53))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E53['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E53.M0) == hash(E53.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E53(10))
    print('str(E(10))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E53(-20) & E53(11)
    print('E(-20) & E(11)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = list(E53(0))
    print('list(E(0))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E53(6))
    print('len(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E54(IntEnum):
        M0 = -3
        M1 = auto()
        M2 = auto()
    print('IntEnum', [(n, repr(m)) for n, m in E54.__members__.items()], list(E54), len(E54))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E54.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E54.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E54(18)
    print('~E(18)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E54(12))
    print('str(E(12))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E54(4))
    print('bool(E(4))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E54(-2) in E54(17)
    print('E(-2) in E(17)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E55(Enum):
        M0 = 3
        M1 = auto()
    print('Enum', [(n, repr(m)) for n, m in E55.__members__.items()], list(E55), len(E55))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E55['M0']
    print("E['M0']", repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E55.M0) == hash(E55.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E55(15))
    print('format(E(15))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E55(-12) in E55(12)
    print('E(-12) in E(12)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E55.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E55(20))
    print('bool(E(20))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E56(IntEnum):
        M0 = 1
        M1 = auto()
        M2 = auto()
    print('IntEnum', [(n, repr(m)) for n, m in E56.__members__.items()], list(E56), len(E56))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E56(8) & E56(10)
    print('E(8) & E(10)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E56.M0) == hash(E56.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E56(20)
    print('~E(20)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E56.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = len(E56(7))
    print('len(E(7))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E56.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E57(Enum):
        M0 = 7
    print('Enum', [(n, repr(m)) for n, m in E57.__members__.items()], list(E57), len(E57))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E57(E57.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E57(-5) & E57(18)
    print('E(-5) & E(18)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = hash(E57.M0) == hash(E57.M0)
    print('hash(E.M0) == hash(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E57(12))
    print('bool(E(12))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E57(E57.M0)
    print('E(E.M0)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = bool(E57(6))
    print('bool(E(6))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E58(IntFlag):
        M0 = 3
        M1 = 12
        M2 = 6
        M3 = 3
        M4 = 3
    print('IntFlag', [(n, repr(m)) for n, m in E58.__members__.items()], list(E58), len(E58))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E58(17) in E58(16)
    print('E(17) in E(16)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E58.M0.value
    print('E.M0.value', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E58(-1) in E58(20)
    print('E(-1) in E(20)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E58(6) ^ E58(11)
    print('E(6) ^ E(11)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = ~E58(14)
    print('~E(14)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E58(12) in E58(12)
    print('E(12) in E(12)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    class E59(IntFlag, boundary=STRICT):
        M0 = 0
        M1 = 5
    print('IntFlag', [(n, repr(m)) for n, m in E59.__members__.items()], list(E59), len(E59))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E59.M0
    print('E.M0', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = str(E59(12))
    print('str(E(12))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = format(E59(9))
    print('format(E(9))', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E59(2) | E59(8)
    print('E(2) | E(8)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E59(1) in E59(3)
    print('E(1) in E(3)', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)
try:
    r = E59.M0.name
    print('E.M0.name', repr(r), str(r))
except Exception as e:
    print(type(e).__name__, e)

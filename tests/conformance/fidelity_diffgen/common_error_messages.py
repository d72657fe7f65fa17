# The errors of the mistakes agent code makes most, one per try.
import math, json, datetime, re, statistics, decimal, collections, itertools, functools, random, string
try:
    r = None.append
    print(0, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(0, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'a' + 1
    print(1, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(1, type(e).__name__ + ':', str(e)[:200])
try:
    r = 1 + 'a'
    print(2, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(2, type(e).__name__ + ':', str(e)[:200])
try:
    r = len(5)
    print(3, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(3, type(e).__name__ + ':', str(e)[:200])
try:
    r = int('abc')
    print(4, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(4, type(e).__name__ + ':', str(e)[:200])
try:
    r = int('')
    print(5, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(5, type(e).__name__ + ':', str(e)[:200])
try:
    r = int('3.5')
    print(6, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(6, type(e).__name__ + ':', str(e)[:200])
try:
    r = int(None)
    print(7, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(7, type(e).__name__ + ':', str(e)[:200])
try:
    r = int([1])
    print(8, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(8, type(e).__name__ + ':', str(e)[:200])
try:
    r = float('x')
    print(9, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(9, type(e).__name__ + ':', str(e)[:200])
try:
    r = float(None)
    print(10, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(10, type(e).__name__ + ':', str(e)[:200])
try:
    r = {'a': 1}['missing']
    print(11, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(11, type(e).__name__ + ':', str(e)[:200])
try:
    r = [].pop()
    print(12, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(12, type(e).__name__ + ':', str(e)[:200])
try:
    r = {}.pop('x')
    print(13, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(13, type(e).__name__ + ':', str(e)[:200])
try:
    r = [1, 2][5]
    print(14, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(14, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'[10]
    print(15, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(15, type(e).__name__ + ':', str(e)[:200])
try:
    r = (1,)[3]
    print(16, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(16, type(e).__name__ + ':', str(e)[:200])
try:
    r = sorted([1, 'a'])
    print(17, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(17, type(e).__name__ + ':', str(e)[:200])
try:
    r = max([])
    print(18, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(18, type(e).__name__ + ':', str(e)[:200])
try:
    r = min([], key=len)
    print(19, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(19, type(e).__name__ + ':', str(e)[:200])
try:
    r = '{}'.format()
    print(20, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(20, type(e).__name__ + ':', str(e)[:200])
try:
    r = '{0} {2}'.format(1, 2)
    print(21, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(21, type(e).__name__ + ':', str(e)[:200])
try:
    r = '{a}'.format(b=1)
    print(22, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(22, type(e).__name__ + ':', str(e)[:200])
try:
    r = f"{'a':d}"
    print(23, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(23, type(e).__name__ + ':', str(e)[:200])
try:
    r = format('a', '.2f')
    print(24, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(24, type(e).__name__ + ':', str(e)[:200])
try:
    r = format(1, 's')
    print(25, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(25, type(e).__name__ + ':', str(e)[:200])
try:
    r = format(1.5, 'd')
    print(26, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(26, type(e).__name__ + ':', str(e)[:200])
try:
    r = format([], 'x')
    print(27, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(27, type(e).__name__ + ':', str(e)[:200])
try:
    r = [1].index(2)
    print(28, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(28, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'.index('z')
    print(29, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(29, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'.find(1)
    print(30, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(30, type(e).__name__ + ':', str(e)[:200])
try:
    r = (1,).index(5)
    print(31, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(31, type(e).__name__ + ':', str(e)[:200])
try:
    r = [1, 2] + (3,)
    print(32, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(32, type(e).__name__ + ':', str(e)[:200])
try:
    r = (1,) + [2]
    print(33, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(33, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'a' * 'b'
    print(34, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(34, type(e).__name__ + ':', str(e)[:200])
try:
    r = [1] * 1.5
    print(35, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(35, type(e).__name__ + ':', str(e)[:200])
try:
    r = {1, 2}[0]
    print(36, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(36, type(e).__name__ + ':', str(e)[:200])
try:
    r = {}.keys()[0]
    print(37, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(37, type(e).__name__ + ':', str(e)[:200])
try:
    r = ' '.join([1, 2])
    print(38, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(38, type(e).__name__ + ':', str(e)[:200])
try:
    r = ''.join('a', 'b')
    print(39, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(39, type(e).__name__ + ':', str(e)[:200])
try:
    r = ', '.join(None)
    print(40, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(40, type(e).__name__ + ':', str(e)[:200])
try:
    r = None()
    print(41, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(41, type(e).__name__ + ':', str(e)[:200])
try:
    r = 5()
    print(42, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(42, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'()
    print(43, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(43, type(e).__name__ + ':', str(e)[:200])
try:
    r = (5).split
    print(44, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(44, type(e).__name__ + ':', str(e)[:200])
try:
    r = [].split(',')
    print(45, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(45, type(e).__name__ + ':', str(e)[:200])
try:
    r = {}.append(1)
    print(46, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(46, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'.append('d')
    print(47, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(47, type(e).__name__ + ':', str(e)[:200])
try:
    r = 1 / 0
    print(48, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(48, type(e).__name__ + ':', str(e)[:200])
try:
    r = 1 // 0
    print(49, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(49, type(e).__name__ + ':', str(e)[:200])
try:
    r = 1 % 0
    print(50, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(50, type(e).__name__ + ':', str(e)[:200])
try:
    r = 1.0 / 0
    print(51, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(51, type(e).__name__ + ':', str(e)[:200])
try:
    r = 1.0 // 0.0
    print(52, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(52, type(e).__name__ + ':', str(e)[:200])
try:
    r = divmod(1, 0)
    print(53, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(53, type(e).__name__ + ':', str(e)[:200])
try:
    r = 2 ** -1 % 0
    print(54, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(54, type(e).__name__ + ':', str(e)[:200])
try:
    r = 0 ** -1
    print(55, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(55, type(e).__name__ + ':', str(e)[:200])
try:
    r = math.sqrt(-1)
    print(56, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(56, type(e).__name__ + ':', str(e)[:200])
try:
    r = math.log(0)
    print(57, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(57, type(e).__name__ + ':', str(e)[:200])
try:
    r = math.log(-1)
    print(58, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(58, type(e).__name__ + ':', str(e)[:200])
try:
    r = math.factorial(-1)
    print(59, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(59, type(e).__name__ + ':', str(e)[:200])
try:
    r = math.factorial(1.5)
    print(60, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(60, type(e).__name__ + ':', str(e)[:200])
try:
    r = abs('a')
    print(61, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(61, type(e).__name__ + ':', str(e)[:200])
try:
    r = -'a'
    print(62, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(62, type(e).__name__ + ':', str(e)[:200])
try:
    r = ~1.5
    print(63, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(63, type(e).__name__ + ':', str(e)[:200])
try:
    r = hash([])
    print(64, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(64, type(e).__name__ + ':', str(e)[:200])
try:
    r = {[1]: 2}
    print(65, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(65, type(e).__name__ + ':', str(e)[:200])
try:
    r = set([[1]])
    print(66, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(66, type(e).__name__ + ':', str(e)[:200])
try:
    r = frozenset([{}])
    print(67, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(67, type(e).__name__ + ':', str(e)[:200])
try:
    r = list(5)
    print(68, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(68, type(e).__name__ + ':', str(e)[:200])
try:
    r = tuple(None)
    print(69, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(69, type(e).__name__ + ':', str(e)[:200])
try:
    r = dict(5)
    print(70, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(70, type(e).__name__ + ':', str(e)[:200])
try:
    r = dict([1, 2])
    print(71, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(71, type(e).__name__ + ':', str(e)[:200])
try:
    r = dict([(1, 2, 3)])
    print(72, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(72, type(e).__name__ + ':', str(e)[:200])
try:
    r = sum(['a', 'b'])
    print(73, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(73, type(e).__name__ + ':', str(e)[:200])
try:
    r = sum(['a'], '')
    print(74, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(74, type(e).__name__ + ':', str(e)[:200])
try:
    r = sum([[1]], [])
    print(75, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(75, type(e).__name__ + ':', str(e)[:200])
try:
    r = '%d' % 'a'
    print(76, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(76, type(e).__name__ + ':', str(e)[:200])
try:
    r = '%s %s' % ('a',)
    print(77, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(77, type(e).__name__ + ':', str(e)[:200])
try:
    r = '%s' % ('a', 'b')
    print(78, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(78, type(e).__name__ + ':', str(e)[:200])
try:
    r = '%(x)s' % {'y': 1}
    print(79, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(79, type(e).__name__ + ':', str(e)[:200])
try:
    r = '%z' % 1
    print(80, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(80, type(e).__name__ + ':', str(e)[:200])
try:
    r = [].remove(1)
    print(81, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(81, type(e).__name__ + ':', str(e)[:200])
try:
    r = isinstance(1, 'int')
    print(82, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(82, type(e).__name__ + ':', str(e)[:200])
try:
    r = issubclass(1, int)
    print(83, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(83, type(e).__name__ + ':', str(e)[:200])
try:
    r = issubclass(int, 'a')
    print(84, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(84, type(e).__name__ + ':', str(e)[:200])
try:
    r = next(iter([]))
    print(85, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(85, type(e).__name__ + ':', str(e)[:200])
try:
    r = iter(5)
    print(86, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(86, type(e).__name__ + ':', str(e)[:200])
try:
    r = next([1])
    print(87, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(87, type(e).__name__ + ':', str(e)[:200])
try:
    r = getattr(1, 'x')
    print(88, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(88, type(e).__name__ + ':', str(e)[:200])
try:
    r = getattr(1, 5)
    print(89, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(89, type(e).__name__ + ':', str(e)[:200])
try:
    r = setattr(1, 'x', 2)
    print(90, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(90, type(e).__name__ + ':', str(e)[:200])
try:
    r = object().x = 1
    print(91, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(91, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.loads('{bad')
    print(92, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(92, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.loads('')
    print(93, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(93, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.loads('[1,]')
    print(94, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(94, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.loads('{"a" 1}')
    print(95, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(95, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.loads("{'a': 1}")
    print(96, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(96, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.loads('123abc')
    print(97, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(97, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.dumps(set())
    print(98, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(98, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.dumps({(1, 2): 3})
    print(99, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(99, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.dumps(object())
    print(100, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(100, type(e).__name__ + ':', str(e)[:200])
try:
    r = json.dumps(float('nan'), allow_nan=False)
    print(101, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(101, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.date(2024, 2, 30)
    print(102, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(102, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.date(2024, 13, 1)
    print(103, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(103, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.datetime.strptime('2024-13-01', '%Y-%m-%d')
    print(104, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(104, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.datetime.strptime('2024-01-01 extra', '%Y-%m-%d')
    print(105, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(105, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.datetime.strptime('1/2/2024', '%Y-%m-%d')
    print(106, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(106, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.datetime(2024, 1, 1) - datetime.date(2024, 1, 1)
    print(107, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(107, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.datetime(2024, 1, 1) < datetime.date(2024, 1, 1)
    print(108, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(108, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.timedelta(days=1) * 1.5j
    print(109, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(109, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.date.fromisoformat('2024-1-1')
    print(110, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(110, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.datetime.fromisoformat('nope')
    print(111, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(111, type(e).__name__ + ':', str(e)[:200])
try:
    r = datetime.datetime.now() - datetime.datetime.now(datetime.timezone.utc)
    print(112, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(112, type(e).__name__ + ':', str(e)[:200])
try:
    r = re.compile('(')
    print(113, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(113, type(e).__name__ + ':', str(e)[:200])
try:
    r = re.compile('[a-')
    print(114, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(114, type(e).__name__ + ':', str(e)[:200])
try:
    r = re.compile('a**')
    print(115, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(115, type(e).__name__ + ':', str(e)[:200])
try:
    r = re.compile('(?P<1>a)')
    print(116, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(116, type(e).__name__ + ':', str(e)[:200])
try:
    r = re.compile(r'\k')
    print(117, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(117, type(e).__name__ + ':', str(e)[:200])
try:
    r = re.match(1, 'a')
    print(118, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(118, type(e).__name__ + ':', str(e)[:200])
try:
    r = re.sub('a', 1, 'a')
    print(119, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(119, type(e).__name__ + ':', str(e)[:200])
try:
    r = re.findall('a', None)
    print(120, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(120, type(e).__name__ + ':', str(e)[:200])
try:
    r = statistics.mean([])
    print(121, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(121, type(e).__name__ + ':', str(e)[:200])
try:
    r = statistics.median([])
    print(122, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(122, type(e).__name__ + ':', str(e)[:200])
try:
    r = statistics.stdev([1])
    print(123, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(123, type(e).__name__ + ':', str(e)[:200])
try:
    r = statistics.mode([])
    print(124, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(124, type(e).__name__ + ':', str(e)[:200])
try:
    r = decimal.Decimal('abc')
    print(125, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(125, type(e).__name__ + ':', str(e)[:200])
try:
    r = decimal.Decimal(1) / 0
    print(126, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(126, type(e).__name__ + ':', str(e)[:200])
try:
    r = decimal.Decimal('1.5') + 1.5
    print(127, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(127, type(e).__name__ + ':', str(e)[:200])
try:
    r = collections.Counter(5)
    print(128, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(128, type(e).__name__ + ':', str(e)[:200])
try:
    r = collections.namedtuple('P', 'x y')(1)
    print(129, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(129, type(e).__name__ + ':', str(e)[:200])
try:
    r = collections.namedtuple('P', 'x y')(1, 2, 3)
    print(130, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(130, type(e).__name__ + ':', str(e)[:200])
try:
    r = collections.namedtuple('P', 'x x')
    print(131, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(131, type(e).__name__ + ':', str(e)[:200])
try:
    r = collections.deque([1]).index(2)
    print(132, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(132, type(e).__name__ + ':', str(e)[:200])
try:
    r = collections.OrderedDict().popitem()
    print(133, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(133, type(e).__name__ + ':', str(e)[:200])
try:
    r = collections.defaultdict(5)
    print(134, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(134, type(e).__name__ + ':', str(e)[:200])
try:
    r = itertools.chain(1)
    print(135, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(135, type(e).__name__ + ':', str(e)[:200])
try:
    r = functools.reduce(lambda a, b: a + b, [])
    print(136, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(136, type(e).__name__ + ':', str(e)[:200])
try:
    r = random.choice([])
    print(137, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(137, type(e).__name__ + ':', str(e)[:200])
try:
    r = random.randint(5, 1)
    print(138, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(138, type(e).__name__ + ':', str(e)[:200])
try:
    r = random.sample([1, 2], 5)
    print(139, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(139, type(e).__name__ + ':', str(e)[:200])
try:
    r = random.randrange(0)
    print(140, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(140, type(e).__name__ + ':', str(e)[:200])
try:
    r = string.Template('$x').substitute()
    print(141, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(141, type(e).__name__ + ':', str(e)[:200])
try:
    r = string.Template('$x').substitute(y=1)
    print(142, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(142, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'.replace()
    print(143, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(143, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'.split(None, 'x')
    print(144, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(144, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'.center()
    print(145, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(145, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'.startswith(['a'])
    print(146, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(146, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'a,b'.split(',', maxsplit='1')
    print(147, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(147, type(e).__name__ + ':', str(e)[:200])
try:
    r = [3, 1].sort(key=1)
    print(148, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(148, type(e).__name__ + ':', str(e)[:200])
try:
    r = sorted([1], key=1)
    print(149, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(149, type(e).__name__ + ':', str(e)[:200])
try:
    r = sorted([{'a': 1}, {'a': 2}])
    print(150, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(150, type(e).__name__ + ':', str(e)[:200])
try:
    r = max({'a': 1}, {'b': 2})
    print(151, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(151, type(e).__name__ + ':', str(e)[:200])
try:
    r = min(1)
    print(152, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(152, type(e).__name__ + ':', str(e)[:200])
try:
    r = max()
    print(153, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(153, type(e).__name__ + ':', str(e)[:200])
try:
    r = round('a')
    print(154, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(154, type(e).__name__ + ':', str(e)[:200])
try:
    r = round(1.5, 'a')
    print(155, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(155, type(e).__name__ + ':', str(e)[:200])
try:
    r = pow(2, 3, 0)
    print(156, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(156, type(e).__name__ + ':', str(e)[:200])
try:
    r = pow(2.0, 3, 5)
    print(157, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(157, type(e).__name__ + ':', str(e)[:200])
try:
    r = chr(-1)
    print(158, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(158, type(e).__name__ + ':', str(e)[:200])
try:
    r = chr(0x110000)
    print(159, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(159, type(e).__name__ + ':', str(e)[:200])
try:
    r = ord('ab')
    print(160, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(160, type(e).__name__ + ':', str(e)[:200])
try:
    r = ord('')
    print(161, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(161, type(e).__name__ + ':', str(e)[:200])
try:
    r = bin(1.5)
    print(162, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(162, type(e).__name__ + ':', str(e)[:200])
try:
    r = hex('a')
    print(163, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(163, type(e).__name__ + ':', str(e)[:200])
try:
    r = int('10', 1)
    print(164, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(164, type(e).__name__ + ':', str(e)[:200])
try:
    r = int('z', 36) + int('10', 37)
    print(165, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(165, type(e).__name__ + ':', str(e)[:200])
try:
    r = int(1, 2)
    print(166, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(166, type(e).__name__ + ':', str(e)[:200])
try:
    r = str(b'a', 'bad-codec')
    print(167, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(167, type(e).__name__ + ':', str(e)[:200])
try:
    r = b'a'.decode('bad-codec')
    print(168, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(168, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'é'.encode('ascii')
    print(169, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(169, type(e).__name__ + ':', str(e)[:200])
try:
    r = b'\xff'.decode('utf-8')
    print(170, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(170, type(e).__name__ + ':', str(e)[:200])
try:
    r = bytes('a')
    print(171, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(171, type(e).__name__ + ':', str(e)[:200])
try:
    r = bytes(-1)
    print(172, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(172, type(e).__name__ + ':', str(e)[:200])
try:
    r = bytearray('a')
    print(173, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(173, type(e).__name__ + ':', str(e)[:200])
try:
    r = range(1.5)
    print(174, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(174, type(e).__name__ + ':', str(e)[:200])
try:
    r = range(0, 10, 0)
    print(175, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(175, type(e).__name__ + ':', str(e)[:200])
try:
    r = slice(1)[0]
    print(176, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(176, type(e).__name__ + ':', str(e)[:200])
try:
    r = list(range(3))[::0]
    print(177, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(177, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'[::0]
    print(178, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(178, type(e).__name__ + ':', str(e)[:200])
try:
    r = 'abc'[1.5]
    print(179, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(179, type(e).__name__ + ':', str(e)[:200])
try:
    r = [1, 2, 3][1:2:0]
    print(180, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(180, type(e).__name__ + ':', str(e)[:200])
try:
    r = (lambda x: x)()
    print(181, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(181, type(e).__name__ + ':', str(e)[:200])
try:
    r = (lambda x: x)(1, 2)
    print(182, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(182, type(e).__name__ + ':', str(e)[:200])
try:
    r = (lambda x: x)(y=1)
    print(183, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(183, type(e).__name__ + ':', str(e)[:200])
try:
    r = (lambda *, x: x)(1)
    print(184, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(184, type(e).__name__ + ':', str(e)[:200])
try:
    r = (lambda x, /: x)(x=1)
    print(185, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(185, type(e).__name__ + ':', str(e)[:200])
try:
    r = type('A', (), {})().missing
    print(186, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(186, type(e).__name__ + ':', str(e)[:200])
try:
    r = type(1, 2)
    print(187, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(187, type(e).__name__ + ':', str(e)[:200])
try:
    r = type('A', 1, {})
    print(188, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(188, type(e).__name__ + ':', str(e)[:200])
try:
    r = complex('1+')
    print(189, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(189, type(e).__name__ + ':', str(e)[:200])
try:
    r = complex(1, 'a')
    print(190, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(190, type(e).__name__ + ':', str(e)[:200])
try:
    r = float('1e500') > 0
    print(191, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(191, type(e).__name__ + ':', str(e)[:200])
try:
    r = 1e308 * 10 > 0
    print(192, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(192, type(e).__name__ + ':', str(e)[:200])
try:
    r = 2.0 ** 10000
    print(193, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(193, type(e).__name__ + ':', str(e)[:200])
try:
    r = 10 ** 10000 * 1.0
    print(194, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(194, type(e).__name__ + ':', str(e)[:200])
try:
    r = float(10 ** 400)
    print(195, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(195, type(e).__name__ + ':', str(e)[:200])
try:
    r = int(float('inf'))
    print(196, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(196, type(e).__name__ + ':', str(e)[:200])
try:
    r = int(float('nan'))
    print(197, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(197, type(e).__name__ + ':', str(e)[:200])
try:
    r = round(float('inf'))
    print(198, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(198, type(e).__name__ + ':', str(e)[:200])
try:
    r = math.floor(float('nan'))
    print(199, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(199, type(e).__name__ + ':', str(e)[:200])
try:
    r = (1).bit_length(1)
    print(200, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(200, type(e).__name__ + ':', str(e)[:200])
try:
    r = dir(1, 2)
    print(201, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(201, type(e).__name__ + ':', str(e)[:200])
try:
    r = print(1, sep=1)
    print(202, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(202, type(e).__name__ + ':', str(e)[:200])
try:
    r = print(1, end=2)
    print(203, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(203, type(e).__name__ + ':', str(e)[:200])
try:
    r = print(1, file=1)
    print(204, 'ok', repr(r)[:80] if 'object at' not in repr(r) else '<obj>')
except BaseException as e:
    print(204, type(e).__name__ + ':', str(e)[:200])

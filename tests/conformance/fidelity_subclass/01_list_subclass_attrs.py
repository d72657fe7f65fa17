# A list subclass is an instance of its class, with its own attributes.
class TaskList(list):
    def __init__(self, items, name):
        super().__init__(items)
        self.name = name

    def pending(self):
        return [t for t in self if not t.endswith('!')]


tasks = TaskList(['write', 'test!', 'ship'], 'sprint')
print(type(tasks).__name__, type(tasks) is TaskList, isinstance(tasks, list))
print(tasks, repr(tasks), str(tasks), len(tasks))
print(tasks.name, tasks.pending())
tasks.owner = 'ana'
print(tasks.owner)
tasks.append('deploy')
tasks.extend(['review'])
tasks.insert(0, 'plan')
print(tasks, tasks.pop(), tasks.index('ship'), tasks.count('write'))
tasks.sort()
print(tasks, type(tasks).__name__)
tasks.reverse()
print(tasks[0], tasks[-1], tasks[1:3], type(tasks[1:3]).__name__)
print(tasks.copy(), type(tasks.copy()).__name__)
print(tasks + ['x'], type(tasks + ['x']).__name__, ['x'] + tasks)
print(tasks * 2 == list(tasks) * 2, type(tasks * 2).__name__)
before = id(tasks)
tasks += ['extra']
print(type(tasks).__name__, id(tasks) == before, tasks[-1])
tasks *= 1
print(type(tasks).__name__, id(tasks) == before)
tasks[0] = 'first'
del tasks[1]
print(tasks, tasks == list(tasks), list(tasks) == tasks, tasks != [], tasks > ['a'])
print(bool(TaskList([], 'empty')), bool(tasks), 'ship' in tasks, sorted(tasks)[:2])
print(f'{tasks}', '%s' % tasks, ', '.join(tasks))


class Stack(list):
    pass


s = Stack()
s.append(1)
s.append(2)
print(s, s.pop(), s, type(s).__name__, Stack([3, 4]), Stack('ab'))
try:
    TaskList()
except TypeError as e:
    print('TypeError', e)
try:
    Stack([1], [2])
except TypeError as e:
    print('TypeError', e)
try:
    Stack(x=1)
except TypeError as e:
    print('TypeError', e)
try:
    {s: 1}
except TypeError as e:
    print('TypeError', e)

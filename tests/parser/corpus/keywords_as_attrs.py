obj.match
obj.case
obj._
obj.print
obj.type
obj.async_
x.match(y).case(z)
re.match(p, s)
type = 5
type(x)
exec_ = 1
print.x = 1

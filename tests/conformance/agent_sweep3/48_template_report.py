from string import Template
tmpl = Template("""Dear $name,
Your order #$order_id of ${count} item(s) totalling $$$total ships on $date.
$missing_field""")
orders = [dict(name="Ann", order_id=1001, count=3, total="59.97", date="Mar 3"), dict(name="Bo", order_id=1002, count=1, total="5.00", date="Mar 4")]
for o in orders:
    print(tmpl.safe_substitute(o))
try:
    tmpl.substitute(orders[0])
except KeyError as e:
    print("KeyError:", e)
class Braces(Template):
    delimiter = "#"
print(Braces("Hello #who, ##1 fan of #{thing}s").substitute(who="you", thing="cat"))
class Dotted(Template):
    idpattern = r"[a-z][_a-z0-9.]*"
print(Dotted("$user.name is $user.age").safe_substitute({"user.name": "Ann"}))
t = Template("$a $b ${c}")
print(t.get_identifiers(), t.is_valid(), Template("$").is_valid(), Template("${bad").is_valid())
try:
    Template("cost: $").substitute()
except ValueError as e:
    print("ValueError:", e)
try:
    Template("x $1").substitute()
except ValueError as e:
    print("ValueError:", e)
print(Template("$x$y").substitute(x=1, y=[2]), Template("${x}y").substitute(x="X"), Template("$$x").substitute(), Template("$xy").safe_substitute(x=1))

# A template value the script forgot: the KeyError is not caught.
from string import Template

t = Template("Shipping $item to $address")
print(t.safe_substitute(item="books"))
t.substitute(item="books")

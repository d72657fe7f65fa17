# Placeholders are case-insensitive ASCII identifiers unless the subclass says otherwise.
import re
from string import Template


class StrictTemplate(Template):
    flags = 0
    idpattern = r"[a-z][a-z0-9_]*"


t = Template("$Name / $NAME / $name_2")
print(t.substitute(Name="a", NAME="b", name_2="c"))
s = StrictTemplate("$name and $Name")
print(s.safe_substitute(name="x", Name="y"))
print(s.is_valid(), s.get_identifiers())
print(Template.flags == re.IGNORECASE, StrictTemplate.flags)


class Pattern(Template):
    pattern = r"""
    <<(?:
      (?P<escaped><<) |
      (?P<named>[a-z]+)>> |
      (?P<braced>[A-Z]+)>> |
      (?P<invalid>)
    )
    """


p = Pattern("Hello <<name>>, code <<CODE>>, literal <<<<")
print(p.substitute(name="Ana", CODE="X1"))

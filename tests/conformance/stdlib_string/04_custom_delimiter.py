# Templates for shell scripts and SQL, where $ means something else.
from string import Template


class PercentTemplate(Template):
    delimiter = "%"


class DottedTemplate(Template):
    idpattern = r"[a-z]+(?:\.[a-z]+)*"


class BraceOnly(Template):
    delimiter = "#"
    braceidpattern = r"[A-Za-z ]+"


sh = PercentTemplate("cp %src %{dst}/backup && echo 100%%")
print(sh.substitute(src="data.csv", dst="/tmp"))
cfg = DottedTemplate("host=$db.host port=$db.port user=$user")
print(cfg.substitute({"db.host": "localhost", "db.port": 5432, "user": "app"}))
print(BraceOnly("Dear #{first name}, order #{Order Id} ## ok").substitute({"first name": "Ann", "Order Id": 7}))
print(PercentTemplate.delimiter, Template.delimiter, DottedTemplate.idpattern)
print(PercentTemplate("%a %b").get_identifiers(), BraceOnly("#{x y} #z").get_identifiers())

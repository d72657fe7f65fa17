import csv, io
samples = [
    "name,age,city\nAnn,31,Paris\nBob,27,Rome\nCid,45,Oslo\n",
    "id;score;label\n1;3.5;x\n2;4.0;y\n3;2.25;z\n",
    "a\tb\tc\n1\t2\t3\n4\t5\t6\n",
    'title,"author, full",year\n"Dune","Herbert, Frank",1965\n"Emma","Austen, Jane",1815\n',
    "x| y| z\n1| 2| 3\n4| 5| 6\n",
    "'a':'b'\n'c':'d'\n",
    'name,quote\nA,"He said ""hi"""\nB,"ok"\n',
    "one two three\nfour five six\nseven eight nine\n",
    "date,open,close\n2024-01-02,10.5,11.0\n2024-01-03,11.0,10.8\n",
    "1,2,3\n4,5,6\n7,8,9\n",
    "first:last:email\njo:doe:jo@x.io\nal:roe:al@y.io\n",
]
sn = csv.Sniffer()
for s in samples:
    d = sn.sniff(s)
    print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, repr(d.lineterminator), d.quoting, d._name, sn.has_header(s))
    print(list(csv.reader(io.StringIO(s), d))[:2])
print(sn.sniff("a,b;c\n1,2;3\n", delimiters=";").delimiter, sn.preferred)
for bad in ["", "abc\ndef\n", "no delimiters here"]:
    try:
        print(sn.sniff(bad).delimiter)
    except csv.Error as e:
        print("Error:", e)
d = sn.sniff("k=v\nk2=v2\n")
print(repr(d.delimiter), issubclass(d, csv.Dialect))
rows = list(csv.DictReader(io.StringIO(samples[1]), dialect=sn.sniff(samples[1])))
print(rows)

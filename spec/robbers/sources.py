"""The documents in ``shared/sources`` that The Robbers' clauses cite, named
for people: title, publisher, year, public address (None where there is
none, with the reason). ``file`` is for tools."""

from spec._model import Document

_WIKI = "WikiCarpedia, the Carcassonne rules wiki"

C1_WIKI = Document(
    file="000_b5b7da8525665df2.txt",
    title="The Robbers (1st edition)",
    publisher=_WIKI,
    date="2012",
    address="https://wikicarpedia.com/car/The_Robbers_(1st_edition)",
    kind="rules wiki page",
    about=("The page quotes the Hans im Glück rules of 2012 as revised in 2013 (its footnotes 1 and 12 name "
           "the two 2013 changes), four detailed examples with the Messages courier (undated), and "
           "footnotes recording the Rio Grande and Z-Man differences and official clarifications dated "
           "5/2013 to 3/2015. The page itself carries no date."),
)
C3_WIKI = Document(
    file="001_3efc07a101920bd1.txt",
    title="The Robbers (3rd edition)",
    publisher=_WIKI,
    date="2025",
    address="https://wikicarpedia.com/car/The_Robbers_(3rd_edition)",
    kind="rules wiki page",
    about=("The page quotes the C3.1 text (Big Box 8, 2025), which it calls \"almost identical\" to the C2 "
           "(2017) and C3 (2021) texts, with three examples; official clarifications and Q&As, dated 5/2013 "
           "to 4/2026 or undated; community interpretations (undated). The page itself carries no date."),
)
DEVIR_2012 = Document(
    file="002_1cea4f03c061f2ce.txt",
    title="The Robbers, Spanish rulebook",
    publisher="Devir Iberia (© Hans im Glück)",
    date="2012",
    address=None,
    address_note="a printed rulebook; its colophon names only the publisher's site, www.devir.es",
    kind="printed rulebook (scan)",
    language="es",
    about=("The Spanish rules text, \"© 2012 Hans im Glück Verlags-GmbH\", edited by Devir Iberia, with a placement "
           "example and two pictured examples; the scan has no title page."),
)
ZMG_BB4 = Document(
    file="004_7bd93a4d62609df1.txt",
    title="The Robbers, English rulebook (Big Box 4)",
    publisher="Z-Man Games",
    date="undated",
    address=None,
    address_note="a printed rulebook, read by OCR, that names neither its publisher nor its year",
    kind="printed rulebook (OCR)",
    about=("The English rules text with a placement example and two pictured examples, with the OCR's typos. It is "
           "the Z-Man Big Box 4 text: the 1st-edition page's footnote 3 (5/2013) quotes its placement sentence "
           "word for word; Z-Man and the year are not in the scan."),
)

DOCUMENTS = (C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4)

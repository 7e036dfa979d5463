"""The documents in ``shared/sources`` that The Robbers' clauses cite."""

from spec._model import Document

C1_WIKI = Document(
    file="000_b5b7da8525665df2.txt",
    title="The Robbers (1st edition), rules page: HiG 2012 rules as revised in 2013, with dated footnotes",
    publisher="Hans im Glück (rules page with official clarifications)",
    date="2013-12",
)
C3_WIKI = Document(
    file="001_3efc07a101920bd1.txt",
    title="The Robbers (2nd/3rd edition), rules page: C2 2017, C3 2021, C3.1 2025",
    publisher="Hans im Glück (rules page with official clarifications)",
    date="2025",
)
DEVIR_2012 = Document(
    file="002_1cea4f03c061f2ce.txt",
    title="Los Ladrones, Devir Spanish rulebook",
    publisher="Devir Iberia",
    date="2012",
)
ZMG_BB4 = Document(
    file="004_7bd93a4d62609df1.txt",
    title="The Robbers, English rulebook (Z-Man Big Box 4 wording)",
    publisher="Z-Man Games",
    date="2013",
)

DOCUMENTS = (C1_WIKI, C3_WIKI, DEVIR_2012, ZMG_BB4)

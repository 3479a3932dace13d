"""Write the North Africa 1940-43 map as a Tiled file (data/maps/north_africa.tmx).

OUR DESIGN, not the publisher's. The published map (MMP, 2006) is not available to us: only the
names of about 35 spaces, the kinds of things a space shows (terrain, port, fort, VP, starting
control) and the layout (main map Tunisia to Suez, the Near East inset at the top, East Africa at
the bottom, off-map South Africa and India, holding boxes). The spaces, connections, terrain,
forts, VP values and starting control below are ours, chosen from historical geography, in the
published structure. /work/shared/reference/north-africa-facts.md (section 2) lists what is
known; every place it names is a space here, with its spelling. The map carries the property
`design` saying so, and docs/rules/north-africa.md ("The map (our design)") explains it.

How to read this file:
- `SPACES`: one line per space: name, region, latitude and longitude (real, rounded), the
  frame it is drawn in (the main map or one of the two insets), then its features. Positions
  are projected per frame (`FRAMES`: x grows east, y grows south) and nudged by hand where the
  battle areas are crowded (`NUDGE`), so they stay roughly geographic.
- Features: `T` = terrain other than clear (with its reason in `TERRAIN_REASONS`), `port`,
  `fort`, `vp`, `control`, `supply` (the reference's supply-source wording, kept as a custom
  property `supply_source`).
- `PRIMARY`, `SECONDARY`, `SEA`: the connections, grouped by the road, railway, track or sea
  lane they follow. Primary = coast road, main roads, railways, the Nile; secondary = desert
  tracks and mountain paths; sea = a lane between two ports (or a port and an off-map box).
- `BOXES`: the off-map boxes, each with what it connects to and why (`BOX_LINKS`).

Starting control follows the reference (section 2.4): Italian Libya and Italian East Africa
axis; Egypt, Sudan, Kenya, British Somaliland, Palestine (and Transjordan) allied; Iraq neutral;
the Levant vichy. Ours, by the June 1940 front: Tunisia, Algeria and French Somaliland vichy
(French territory under the armistice government), every border space on its own side of the
1940 frontier.

This script is how the map was first drawn; a designer may then edit the .tmx in Tiled (the
script overwrites it, so edit one or the other). Plain objects need no tileset picture.
Run from the repository root: `python scripts/make_north_africa_map.py`.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

WIDTH, HEIGHT = 3200, 1800
SIZE = 48  # a space is drawn as a SIZE x SIZE rectangle centred on its position
BOX_W, BOX_H = 176, 72

# Frames: (x0, y0, px per degree of longitude, px per degree of latitude, west lon, north lat).
FRAMES = {
    "main": (80, 60, 118, 105, 7.5, 37.6),        # Tunisia to Suez, the Libyan desert
    "near_east": (2190, 40, 70, 68, 34.0, 36.9),  # inset, top right: Palestine, Levant, Iraq
    "east_africa": (1990, 1110, 62, 25, 31.0, 22.0),  # inset, bottom right: Sudan to Kenya
}

# Terrain other than clear, one reason each (everything else is clear: open desert, coastal
# plain, farmland or plateau where armour could manoeuvre).
TERRAIN_REASONS = {
    "Kasserine": ("mountain", "the pass through the Western Dorsal"),
    "Faid": ("mountain", "the pass through the Eastern Dorsal"),
    "Garian": ("mountain", "on the Jebel Nafusa escarpment above the Tripoli plain"),
    "Barce": ("mountain", "the Jebel Akhdar plateau, cut by wadis"),
    "Cyrene": ("mountain", "the heart of the Jebel Akhdar"),
    "Qattara": ("marsh", "the salt marsh and soft sand of the depression's edge, closed to "
                         "armour (the southern anchor of the Alamein line)"),
    "Tanta": ("marsh", "the Nile Delta: irrigated fields cut by canals (reference Appendix A)"),
    "Merdjayoun": ("mountain", "the Lebanon and Hermon ranges (reference Appendix A: Lebanon)"),
    "Keren": ("mountain", "the Dongolaas gorge and the peaks above it"),
    "Gondar": ("mountain", "the Abyssinian highlands north of Lake Tana (Wolchefit pass)"),
    "Amba Alagi": ("mountain", "the mountain fortress of the 1941 last stand"),
    "Dessie": ("mountain", "the highland road through the Combolcia pass"),
    "Debra Markos": ("mountain", "the Gojjam highlands of Gideon Force's campaign"),
    "Ghimbi": ("mountain", "the western Abyssinian highlands"),
    "Harar": ("mountain", "the Chercher highlands above the Marda pass"),
}

# name: (region, lat, lon, frame, features)
# Features: port, fort (bool); vp (int); control (axis/allied/vichy/neutral); supply (text).
# VP: Khartoum 1 and Berbera 1 are the reference's; every other value is ours (1 each, the only
# value the sources show; Egypt has "several" VP spaces).
A, L, V, N = "axis", "allied", "vichy", "neutral"
SPACES: dict[str, tuple[str, float, float, str, dict]] = {
    # -- Algeria (the Torch side of the Tunisian front) ------------------------------------------
    "Bone": ("Algeria", 36.90, 7.76, "main", {"port": True, "control": V}),
    "Tebessa": ("Algeria", 35.40, 8.12, "main", {"control": V}),
    # -- Tunisia --------------------------------------------------------------------------------
    "Bizerte": ("Tunisia", 37.27, 9.87, "main", {"port": True, "control": V}),
    "Tunis": ("Tunisia", 36.80, 10.18, "main",
              {"port": True, "vp": 1, "control": V, "supply": "axis after Torch"}),
    "Medjez el Bab": ("Tunisia", 36.65, 9.61, "main", {"control": V}),
    "Enfidaville": ("Tunisia", 36.13, 10.38, "main", {"control": V}),
    "Sousse": ("Tunisia", 35.83, 10.64, "main", {"port": True, "control": V}),
    "Kairouan": ("Tunisia", 35.68, 10.10, "main", {"control": V}),
    "Kasserine": ("Tunisia", 35.17, 8.83, "main", {"control": V}),
    "Faid": ("Tunisia", 34.87, 9.65, "main", {"control": V}),
    "Gafsa": ("Tunisia", 34.42, 8.78, "main", {"control": V}),
    "Sfax": ("Tunisia", 34.74, 10.76, "main", {"port": True, "control": V}),
    "Gabes": ("Tunisia", 33.88, 10.10, "main", {"port": True, "control": V}),
    "Mareth": ("Tunisia", 33.63, 10.30, "main", {"fort": True, "control": V}),
    "Medenine": ("Tunisia", 33.35, 10.50, "main", {"control": V}),
    "Ben Gardane": ("Tunisia", 33.14, 11.22, "main", {"control": V}),
    # -- Libya: Tripolitania and the Fezzan -------------------------------------------------------
    "Zuara": ("Libya", 32.93, 12.08, "main", {"control": A}),
    "Tripoli": ("Libya", 32.89, 13.19, "main",
                {"port": True, "vp": 1, "control": A,
                 "supply": "axis; allied if allied-held"}),
    "Garian": ("Libya", 32.17, 13.02, "main", {"control": A}),
    "Tarhuna": ("Libya", 32.43, 13.63, "main", {"control": A}),
    "Homs": ("Libya", 32.65, 14.26, "main", {"control": A}),
    "Misurata": ("Libya", 32.38, 15.09, "main", {"control": A}),
    "Buerat": ("Libya", 31.40, 15.73, "main", {"control": A}),
    "Sirte": ("Libya", 31.21, 16.59, "main", {"control": A}),
    "Nofilia": ("Libya", 30.78, 17.83, "main", {"control": A}),
    "Hon": ("Libya", 29.13, 15.94, "main", {"control": A}),
    "Murzuk": ("Libya", 25.90, 13.90, "main", {"control": A}),
    "El Agheila": ("Libya", 30.27, 19.20, "main", {"control": A}),
    # -- Libya: Cyrenaica and the inner desert ---------------------------------------------------
    "Mersa Brega": ("Libya", 30.41, 19.58, "main", {"control": A}),
    "Agedabia": ("Libya", 30.76, 20.23, "main", {"control": A}),
    "Benghazi": ("Libya", 32.12, 20.07, "main",
                 {"port": True, "vp": 1, "control": A, "supply": "allied after Montgomery"}),
    "Barce": ("Libya", 32.50, 20.90, "main", {"control": A}),
    "Cyrene": ("Libya", 32.82, 21.86, "main", {"control": A}),
    "Derna": ("Libya", 32.77, 22.64, "main", {"port": True, "control": A}),
    "Msus": ("Libya", 31.60, 21.00, "main", {"control": A}),
    "Mechili": ("Libya", 32.00, 22.40, "main", {"control": A}),
    "Tengeder": ("Libya", 31.30, 22.30, "main", {"control": A}),
    "Jalo": ("Libya", 29.03, 21.55, "main", {"control": A}),
    "Kufra": ("Libya", 24.20, 23.30, "main", {"control": A}),
    "Giarabub": ("Libya", 29.75, 24.52, "main", {"control": A}),
    "Gazala": ("Libya", 32.15, 23.35, "main", {"control": A}),
    "Sidi Mufta": ("Libya", 31.90, 23.40, "main", {"control": A, "also": "Sidi Muftah"}),
    "Bir Hacheim": ("Libya", 31.60, 23.48, "main", {"control": A}),
    "El Adem": ("Libya", 31.90, 23.92, "main", {"control": A}),
    "Tobruk": ("Libya", 32.08, 23.96, "main",
               {"port": True, "fort": True, "vp": 1, "control": A,
                "supply": "allied after Montgomery"}),
    "Sidi Azeiz": ("Libya", 31.65, 24.92, "main", {"control": A}),
    "Bardia": ("Libya", 31.76, 25.08, "main", {"port": True, "fort": True, "control": A}),
    # -- Egypt ----------------------------------------------------------------------------------
    "Sollum": ("Egypt", 31.57, 25.15, "main", {"control": L}),
    "Halfaya": ("Egypt", 31.45, 25.35, "main", {"control": L}),
    "Sidi Suleiman": ("Egypt", 31.25, 25.15, "main", {"control": L}),
    "Sidi Barrani": ("Egypt", 31.61, 25.93, "main", {"control": L}),
    "Siwa": ("Egypt", 29.20, 25.52, "main", {"control": L}),
    "Mersa Matruh": ("Egypt", 31.35, 27.24, "main",
                     {"port": True, "fort": True, "vp": 1, "control": L}),
    "Qattara": ("Egypt", 29.70, 27.80, "main", {"control": L}),
    "El Alamein": ("Egypt", 30.83, 28.95, "main",
                   {"fort": True, "control": L, "alamein_bonus": True}),
    "Alexandria": ("Egypt", 31.20, 29.92, "main",
                   {"port": True, "vp": 1, "control": L, "supply": "axis if axis-held"}),
    "Tanta": ("Egypt", 30.79, 31.00, "main", {"control": L}),
    "Cairo": ("Egypt", 30.05, 31.25, "main", {"vp": 1, "control": L}),
    "Port Said": ("Egypt", 31.26, 32.30, "main",
                  {"port": True, "vp": 1, "control": L, "supply": "allied"}),
    "Ismailia": ("Egypt", 30.60, 32.27, "main", {"control": L}),
    "Suez": ("Egypt", 29.97, 32.55, "main",
             {"port": True, "vp": 1, "control": L, "supply": "allied"}),
    "Asyut": ("Egypt", 27.18, 31.18, "main", {"control": L}),
    # -- Near East inset: Palestine, Transjordan, the Levant, Iraq --------------------------------
    "Gaza": ("Palestine", 31.50, 34.45, "near_east", {"control": L}),
    "Jerusalem": ("Palestine", 31.77, 35.22, "near_east", {"vp": 1, "control": L}),
    "Haifa": ("Palestine", 32.80, 34.99, "near_east", {"port": True, "control": L}),
    "Amman": ("Transjordan", 31.95, 35.93, "near_east", {"control": L}),
    "Aqaba": ("Transjordan", 29.53, 35.00, "near_east", {"control": L}),
    "Merdjayoun": ("Levant", 33.36, 35.59, "near_east", {"control": V}),
    "Beirut": ("Levant", 33.89, 35.50, "near_east",
               {"port": True, "vp": 1, "control": V,
                "supply": "vichy; axis after Unternehmen Irak"}),
    "Damascus": ("Levant", 33.51, 36.29, "near_east", {"vp": 1, "control": V}),
    "Palmyra": ("Levant", 34.55, 38.27, "near_east", {"control": V}),
    "Aleppo": ("Levant", 36.20, 37.16, "near_east", {"control": V}),
    "Deir ez-Zor": ("Levant", 35.33, 40.14, "near_east", {"control": V}),
    "Rutbah": ("Iraq", 33.03, 40.28, "near_east", {"control": N}),
    "Habbaniya": ("Iraq", 33.37, 43.57, "near_east", {"control": N}),
    "Baghdad": ("Iraq", 33.31, 44.36, "near_east",
                {"vp": 1, "control": N, "supply": "iraqi; axis after Unternehmen Irak"}),
    "Kirkuk": ("Iraq", 35.47, 44.39, "near_east", {"control": N}),
    "Mosul": ("Iraq", 36.34, 43.13, "near_east", {"control": N}),
    "Basra": ("Iraq", 30.51, 47.81, "near_east", {"port": True, "control": N}),
    # -- East Africa inset: Sudan ----------------------------------------------------------------
    "Wadi Halfa": ("Sudan", 21.80, 31.30, "east_africa", {"control": L}),
    "Atbara": ("Sudan", 17.70, 33.98, "east_africa", {"control": L}),
    "Port Sudan": ("Sudan", 19.60, 37.22, "east_africa", {"port": True, "control": L}),
    "Khartoum": ("Sudan", 15.60, 32.53, "east_africa", {"vp": 1, "control": L}),
    "Kassala": ("Sudan", 15.45, 36.40, "east_africa", {"control": L}),
    "Gallabat": ("Sudan", 12.96, 36.15, "east_africa", {"control": L}),
    # -- Eritrea, Abyssinia, the Somalilands, Kenya -------------------------------------------
    "Keren": ("Eritrea", 15.78, 38.45, "east_africa", {"fort": True, "control": A}),
    "Asmara": ("Eritrea", 15.33, 38.93, "east_africa", {"vp": 1, "control": A}),
    "Massawa": ("Eritrea", 15.61, 39.45, "east_africa", {"port": True, "control": A}),
    "Assab": ("Eritrea", 13.01, 42.74, "east_africa", {"port": True, "control": A}),
    "Gondar": ("Abyssinia", 12.60, 37.47, "east_africa", {"control": A}),
    "Amba Alagi": ("Abyssinia", 12.98, 39.55, "east_africa", {"control": A}),
    "Dessie": ("Abyssinia", 11.13, 39.63, "east_africa", {"control": A}),
    "Debra Markos": ("Abyssinia", 10.33, 37.72, "east_africa", {"control": A}),
    "Ghimbi": ("Abyssinia", 9.17, 35.83, "east_africa", {"control": A}),
    "Addis Ababa": ("Abyssinia", 9.03, 38.75, "east_africa", {"vp": 1, "control": A}),
    "Jimma": ("Abyssinia", 7.67, 36.83, "east_africa", {"control": A}),
    "Neghelli": ("Abyssinia", 5.33, 39.58, "east_africa", {"control": A}),
    "Harar": ("Abyssinia", 9.31, 42.12, "east_africa", {"control": A}),
    "Jijiga": ("Abyssinia", 9.35, 42.80, "east_africa", {"control": A}),
    "Djibouti": ("French Somaliland", 11.59, 43.15, "east_africa",
                 {"port": True, "control": V}),
    "Berbera": ("British Somaliland", 10.44, 45.01, "east_africa",
                {"port": True, "vp": 1, "control": L}),
    "Belet Uen": ("Italian Somaliland", 4.74, 45.20, "east_africa", {"control": A}),
    "Mogadishu": ("Italian Somaliland", 2.04, 45.34, "east_africa",
                  {"port": True, "control": A}),
    "Kismayu": ("Italian Somaliland", -0.36, 42.54, "east_africa",
                {"port": True, "control": A}),
    "Moyale": ("Kenya", 3.52, 39.05, "east_africa", {"control": L}),
    "Garissa": ("Kenya", -0.45, 39.66, "east_africa", {"control": L}),
    "Nairobi": ("Kenya", -1.29, 36.82, "east_africa", {"vp": 1, "control": L}),
    "Mombasa": ("Kenya", -4.05, 39.66, "east_africa", {"port": True, "control": L}),
}

# Hand nudges (dx, dy) in pixels where the projection crowds spaces together.
NUDGE = {
    "Bizerte": (0, -20), "Medjez el Bab": (-30, 10), "Enfidaville": (0, 20),
    "Sousse": (20, 30), "Kairouan": (-20, 30), "Faid": (0, 10), "Gafsa": (-20, 30),
    "Gabes": (-40, -10), "Mareth": (-10, 30), "Medenine": (20, 50),
    "Tarhuna": (0, 30), "Garian": (-30, 40), "Homs": (0, -10),
    "El Agheila": (-42, 6), "Mersa Brega": (11, 1), "Agedabia": (30, -10),
    "Barce": (0, 10), "Cyrene": (-10, -20),
    "Derna": (0, -10), "Mechili": (-30, 20), "Tengeder": (-60, 40), "Msus": (-20, 10),
    "Gazala": (-10, -30), "Sidi Mufta": (-20, 10), "Bir Hacheim": (-20, 40),
    "El Adem": (0, 30), "Tobruk": (20, -30), "Sidi Azeiz": (-50, 20), "Bardia": (-20, -40),
    "Sollum": (20, -20), "Halfaya": (30, 40), "Sidi Suleiman": (-20, 90),
    "Sidi Barrani": (40, -10), "Tanta": (-20, -30), "Cairo": (-30, 0),
    "Port Said": (0, -20), "Ismailia": (10, 0), "Suez": (30, 30),
    "Gaza": (-20, 30), "Haifa": (-20, -10), "Amman": (40, 10), "Jerusalem": (0, 20),
    "Merdjayoun": (10, 10), "Beirut": (-20, -30), "Damascus": (40, -10),
    "Wadi Halfa": (60, -30), "Atbara": (40, 0), "Khartoum": (20, 20),
    "Kassala": (0, 20), "Gallabat": (0, 30), "Keren": (-10, -30), "Asmara": (20, 20),
    "Massawa": (60, -50), "Gondar": (-30, 30), "Amba Alagi": (0, 20), "Dessie": (20, 40),
    "Debra Markos": (-30, 60), "Ghimbi": (-50, 40), "Addis Ababa": (20, 40),
    "Jimma": (-20, 60), "Harar": (-30, 40), "Jijiga": (20, 60), "Djibouti": (20, 0),
    "Berbera": (40, 20), "Neghelli": (0, 30), "Belet Uen": (0, 20), "Mogadishu": (60, 20),
    "Kismayu": (60, -10), "Asyut": (0, -50), "Moyale": (0, 10), "Garissa": (0, -20),
    "Nairobi": (-20, -30),
    "Mombasa": (20, -40),
}

# -- Connections ---------------------------------------------------------------------------------
PRIMARY: dict[str, list[tuple[str, str]]] = {
    "Algiers-Tunis railway and the Tunisian roads": [
        ("Bone", "Medjez el Bab"), ("Bone", "Tebessa"), ("Bizerte", "Tunis"),
        ("Tunis", "Medjez el Bab"), ("Tebessa", "Kasserine"), ("Kasserine", "Gafsa"),
        ("Gafsa", "Sfax"), ("Faid", "Sfax"), ("Sousse", "Kairouan")],
    "Tunisian coast road": [
        ("Tunis", "Enfidaville"), ("Enfidaville", "Sousse"), ("Sousse", "Sfax"),
        ("Sfax", "Gabes"), ("Gabes", "Mareth"), ("Mareth", "Medenine"),
        ("Medenine", "Ben Gardane"), ("Ben Gardane", "Zuara")],
    "Via Balbia (the Libyan coast road)": [
        ("Zuara", "Tripoli"), ("Tripoli", "Homs"), ("Homs", "Misurata"),
        ("Misurata", "Buerat"), ("Buerat", "Sirte"), ("Sirte", "Nofilia"),
        ("Nofilia", "El Agheila"), ("El Agheila", "Mersa Brega"), ("Mersa Brega", "Agedabia"),
        ("Agedabia", "Benghazi"), ("Benghazi", "Barce"), ("Barce", "Cyrene"),
        ("Cyrene", "Derna"), ("Derna", "Gazala"), ("Gazala", "Tobruk"), ("Tobruk", "Bardia"),
        ("Bardia", "Sollum")],
    "Tripolitanian roads": [("Tripoli", "Tarhuna"), ("Tripoli", "Garian")],
    "Tobruk's perimeter road and the Bardia road": [
        ("Tobruk", "El Adem"), ("Bardia", "Sidi Azeiz")],
    "Egyptian coast road and the Western Desert railway": [
        ("Sollum", "Halfaya"), ("Sollum", "Sidi Barrani"), ("Sidi Barrani", "Mersa Matruh"),
        ("Mersa Matruh", "El Alamein"), ("El Alamein", "Alexandria")],
    "Delta roads and railways, the Canal": [
        ("Alexandria", "Cairo"), ("Alexandria", "Tanta"), ("Tanta", "Cairo"),
        ("Tanta", "Ismailia"), ("Cairo", "Ismailia"), ("Cairo", "Suez"),
        ("Ismailia", "Port Said"), ("Ismailia", "Suez")],
    "Nile valley (railway to Asyut, then river steamers to Wadi Halfa)": [
        ("Cairo", "Asyut"), ("Asyut", "Wadi Halfa")],
    "Sinai railway (El Kantara to Gaza) and the Palestine railways": [
        ("Ismailia", "Gaza"), ("Gaza", "Jerusalem"), ("Gaza", "Haifa"),
        ("Haifa", "Jerusalem"), ("Jerusalem", "Amman")],
    "Levant roads and railways, the Hejaz railway": [
        ("Haifa", "Beirut"), ("Haifa", "Damascus"), ("Beirut", "Damascus"),
        ("Damascus", "Amman"), ("Damascus", "Aleppo"), ("Aleppo", "Deir ez-Zor")],
    "Baghdad railway and Iraqi roads": [
        ("Aleppo", "Mosul"), ("Mosul", "Kirkuk"), ("Kirkuk", "Baghdad"),
        ("Baghdad", "Habbaniya"), ("Baghdad", "Basra")],
    "Sudan railways": [
        ("Wadi Halfa", "Atbara"), ("Atbara", "Khartoum"), ("Atbara", "Port Sudan"),
        ("Port Sudan", "Kassala"), ("Khartoum", "Kassala")],
    "Eritrean railway and the Italian imperial road": [
        ("Keren", "Asmara"), ("Asmara", "Massawa"), ("Asmara", "Amba Alagi"),
        ("Amba Alagi", "Dessie"), ("Dessie", "Addis Ababa"), ("Addis Ababa", "Jimma")],
    "Djibouti railway and the Somali roads": [
        ("Addis Ababa", "Harar"), ("Harar", "Djibouti"), ("Harar", "Jijiga"),
        ("Jijiga", "Berbera"), ("Belet Uen", "Mogadishu"), ("Mogadishu", "Kismayu")],
    "Uganda railway": [("Nairobi", "Mombasa")],
}

SECONDARY: dict[str, list[tuple[str, str]]] = {
    "Tunisian hill tracks (the Dorsals, the Matmata hills)": [
        ("Bizerte", "Medjez el Bab"), ("Medjez el Bab", "Kairouan"), ("Kairouan", "Faid"),
        ("Faid", "Kasserine"), ("Gafsa", "Gabes"), ("Gabes", "Medenine")],
    "Tripolitanian tracks and the Fezzan": [
        ("Tarhuna", "Homs"), ("Tarhuna", "Garian"), ("Buerat", "Hon"), ("Hon", "Murzuk")],
    "Cyrenaican desert tracks (across the bulge)": [
        ("Agedabia", "Msus"), ("Benghazi", "Msus"), ("Msus", "Mechili"), ("Mechili", "Derna"),
        ("Mechili", "Gazala"), ("Msus", "Tengeder"), ("Mechili", "Tengeder")],
    "Trigh el Abd": [("Tengeder", "Bir Hacheim")],
    "Gazala line and the Trigh Capuzzo": [
        ("Gazala", "Sidi Mufta"), ("Sidi Mufta", "Bir Hacheim"), ("Sidi Mufta", "El Adem"),
        ("Bir Hacheim", "El Adem"), ("El Adem", "Sidi Azeiz")],
    "The frontier wire and the escarpment": [
        ("Sidi Azeiz", "Halfaya"), ("Sidi Azeiz", "Sidi Suleiman"),
        ("Halfaya", "Sidi Suleiman"), ("Sidi Suleiman", "Sidi Barrani")],
    "Oasis tracks of the inner desert": [
        ("Agedabia", "Jalo"), ("Jalo", "Kufra"), ("Jalo", "Giarabub"),
        ("Giarabub", "Sidi Suleiman"), ("Giarabub", "Siwa"), ("Siwa", "Mersa Matruh"),
        ("Siwa", "Qattara"), ("Qattara", "El Alamein")],
    "Sinai and Transjordan desert tracks (Nakhl, Maan, the pipeline road)": [
        ("Suez", "Aqaba"), ("Aqaba", "Amman"), ("Amman", "Rutbah"),
        ("Rutbah", "Habbaniya")],
    "Levant mountain roads and the Syrian desert": [
        ("Haifa", "Merdjayoun"), ("Merdjayoun", "Beirut"), ("Merdjayoun", "Damascus"),
        ("Damascus", "Palmyra"), ("Palmyra", "Deir ez-Zor"),
        ("Deir ez-Zor", "Habbaniya")],
    "Sudan-Abyssinia border tracks": [
        ("Kassala", "Keren"), ("Kassala", "Gallabat"), ("Khartoum", "Gallabat"),
        ("Gallabat", "Gondar"), ("Khartoum", "Ghimbi")],
    "Abyssinian mountain roads": [
        ("Asmara", "Gondar"), ("Gondar", "Debra Markos"), ("Debra Markos", "Addis Ababa"),
        ("Ghimbi", "Addis Ababa"), ("Ghimbi", "Jimma"), ("Dessie", "Assab"),
        ("Addis Ababa", "Neghelli")],
    "Ogaden and Somali tracks, Zeila coast": [
        ("Harar", "Belet Uen"), ("Djibouti", "Berbera")],
    "Northern Kenya tracks": [
        ("Neghelli", "Moyale"), ("Moyale", "Nairobi"), ("Kismayu", "Garissa"),
        ("Garissa", "Nairobi")],
}

SEA: dict[str, list[tuple[str, str]]] = {
    "Axis convoy route along the Tunisian coast and the Libyan coastal shipping": [
        ("Bizerte", "Tripoli"), ("Tripoli", "Benghazi"), ("Benghazi", "Tobruk")],
    "The Tobruk run and the Levant lane of the Mediterranean Fleet": [
        ("Alexandria", "Tobruk"), ("Alexandria", "Mersa Matruh"), ("Alexandria", "Haifa")],
    "Red Sea and Indian Ocean convoys": [
        ("Suez", "Port Sudan"), ("Port Sudan", "Massawa"), ("Port Sudan", "Berbera"),
        ("Kismayu", "Mombasa")],
}

# Boxes: class `box`, drawn in the margins; position (x, y) is the box's top-left corner.
BOXES = {
    "Reserve Box": (90, 1480, "units start here; RD in and out (to a supply source or a "
                              "supplied unit of the same nationality)"),
    "Replacement Box": (290, 1480, "eliminated units that may be recreated"),
    "Axis Reinforcements": (90, 1580, "Axis units brought by cards, waiting to enter"),
    "Allied Reinforcements": (290, 1580, "Allied units brought by cards, waiting to enter"),
    "Deep Desert": (1560, 1180, "the LRDG's base and supply source"),
    "Chad": (1200, 1600, "the Free French supply source"),
    "South Africa": (3000, 1712, "off-map: South African units"),
    "India": (2990, 510, "off-map: Indian units"),
}

# What a box connects to, and why. Reserve, Replacement and the two reinforcement boxes have
# no connections: the rules move units into and out of them by RD or by card, arriving at a
# supply source or a supplied unit, never along a line.
BOX_LINKS: list[tuple[str, str, str, str]] = [
    ("Chad", "Kufra", "secondary", "Leclerc's Free French took Kufra from Chad (1941)"),
    ("Chad", "Murzuk", "secondary", "the Free French raids and 1943 drive into the Fezzan"),
    ("Deep Desert", "Kufra", "secondary", "LRDG base; desert edge"),
    ("Deep Desert", "Jalo", "secondary", "LRDG raids on the oasis; desert edge"),
    ("Deep Desert", "Giarabub", "secondary", "desert edge, the Great Sand Sea's north end"),
    ("Deep Desert", "Siwa", "secondary", "the LRDG's forward base; desert edge"),
    ("Deep Desert", "Hon", "secondary", "LRDG road watch and Fezzan patrols; desert edge"),
    ("Deep Desert", "Qattara", "secondary", "the depression's southern edge; desert edge"),
    ("India", "Basra", "sea", "Indian divisions landed at Basra (1941)"),
    ("India", "Suez", "sea", "Indian divisions came to Egypt through the Red Sea"),
    ("South Africa", "Mombasa", "sea", "South African units shipped to Kenya"),
    ("South Africa", "Nairobi", "primary", "the Great North Road up through Rhodesia"),
]


def position(name: str) -> tuple[float, float]:
    """The centre of a space in pixels: its frame's projection plus any hand nudge."""
    _, lat, lon, frame, _ = SPACES[name]
    x0, y0, per_lon, per_lat, west, north = FRAMES[frame]
    dx, dy = NUDGE.get(name, (0, 0))
    return round(x0 + (lon - west) * per_lon + dx), round(y0 + (north - lat) * per_lat + dy)


def box_centre(name: str) -> tuple[float, float]:
    x, y, _ = BOXES[name]
    return x + BOX_W / 2, y + BOX_H / 2


def _prop(name: str, value, kind: str | None = None) -> str:
    if isinstance(value, bool):
        kind, value = "bool", str(value).lower()
    elif isinstance(value, int) and kind is None:
        kind = "int"
    typed = f' type="{kind}"' if kind else ""
    return f"    <property name={quoteattr(name)}{typed} value={quoteattr(str(value))}/>"


def connections() -> list[tuple[str, str, str, str]]:
    """(from, to, kind, route) for every connection, boxes included."""
    links = []
    for kind, table in (("primary", PRIMARY), ("secondary", SECONDARY), ("sea", SEA)):
        for route, pairs in table.items():
            links += [(a, b, kind, route) for a, b in pairs]
    links += [(a, b, kind, why) for a, b, kind, why in BOX_LINKS]
    return links


def tmx() -> str:
    ids: dict[str, int] = {}
    objects = []
    next_id = 1
    for name, (region, _, _, frame, features) in SPACES.items():
        ids[name] = next_id
        x, y = position(name)
        props = [_prop("control", features["control"]), _prop("region", region),
                 _prop("theatre", frame)]
        if name in TERRAIN_REASONS:
            props.append(_prop("terrain", TERRAIN_REASONS[name][0]))
        for key in ("port", "fort", "alamein_bonus"):
            if features.get(key):
                props.append(_prop(key, True))
        if features.get("vp"):
            props.append(_prop("vp", features["vp"]))
        if "supply" in features:
            props.append(_prop("supply_source", features["supply"]))
        if "also" in features:
            props.append(_prop("also_spelled", features["also"]))
        objects.append(
            f'  <object id="{next_id}" name={quoteattr(name)} type="space" '
            f'x="{x - SIZE // 2}" y="{y - SIZE // 2}" width="{SIZE}" height="{SIZE}">\n'
            f"   <properties>\n" + "\n".join(sorted(props)) + "\n   </properties>\n  </object>")
        next_id += 1
    for name, (x, y, holds) in BOXES.items():
        ids[name] = next_id
        objects.append(
            f'  <object id="{next_id}" name={quoteattr(name)} type="box" '
            f'x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}">\n'
            f"   <properties>\n{_prop('holds', holds)}\n   </properties>\n  </object>")
        next_id += 1
    lines = []
    for a, b, kind, route in connections():
        ax, ay = box_centre(a) if a in BOXES else position(a)
        bx, by = box_centre(b) if b in BOXES else position(b)
        props = [_prop("from", ids[a], "object"), _prop("kind", kind),
                 _prop("route", route), _prop("to", ids[b], "object")]
        lines.append(
            f'  <object id="{next_id}" type="connection" x="{ax:g}" y="{ay:g}">\n'
            f"   <properties>\n" + "\n".join(props) + "\n   </properties>\n"
            f'   <polyline points="0,0 {bx - ax:g},{by - ay:g}"/>\n  </object>')
        next_id += 1
    labels = [
        (40, 20, "North Africa 1940-43: the main map (Tunisia to Suez)"),
        (2160, 8, "Inset: the Near East (Palestine, Transjordan, Levant, Iraq)"),
        (1960, 1085, "Inset: East Africa (Sudan, Eritrea, Abyssinia, Somaliland, Kenya)"),
        (90, 1440, "Holding boxes"),
    ]
    decor = []
    for x, y, text in labels:
        decor.append(f'  <object id="{next_id}" x="{x}" y="{y}" width="900" height="30">\n'
                     f'   <text pixelsize="20" wrap="1">{text}</text>\n  </object>')
        next_id += 1
    frames = [(2150, 30, 1030, 560), (1950, 1080, 1230, 715)]
    for x, y, w, h in frames:
        decor.append(f'  <object id="{next_id}" name="inset frame" x="{x}" y="{y}" '
                     f'width="{w}" height="{h}"/>')
        next_id += 1
    design = ("Shifting Sands original design in the published structure (not the publisher's "
              "map): see scripts/make_north_africa_map.py and docs/rules/north-africa.md")
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" \
width="{WIDTH // 32}" height="{HEIGHT // 32 + 1}" tilewidth="32" tileheight="32" infinite="0" \
nextlayerid="4" nextobjectid="{next_id}">
 <properties>
{_prop("design", design)}
{_prop("title", "North Africa 1940-43")}
 </properties>
 <objectgroup id="1" name="spaces">
{chr(10).join(objects)}
 </objectgroup>
 <objectgroup id="2" name="connections">
{chr(10).join(lines)}
 </objectgroup>
 <objectgroup id="3" name="decor labels">
{chr(10).join(decor)}
 </objectgroup>
</map>
"""


def main() -> None:
    out = Path("data/maps")
    out.mkdir(parents=True, exist_ok=True)
    (out / "north_africa.tmx").write_text(tmx(), encoding="utf-8")


if __name__ == "__main__":
    main()

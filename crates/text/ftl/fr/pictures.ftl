### Words drawn on pictures: labels, titles, counts.


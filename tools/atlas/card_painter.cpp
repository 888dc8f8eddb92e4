#include "atlas/card_painter.hpp"

#include "app/core/atlas_layout.hpp"
#include "atlas/shapes.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace parlor::atlas_gen {

namespace {

namespace layout = parlor::app::atlas;

constexpr float W = layout::card_w;
constexpr float H = layout::card_h;
constexpr float R = layout::corner_radius;

// What a deck changes in the drawing of a card; the four-colour deck's values are the drawing
// as it was before there were decks (its atlas must not change).
struct Look {
    Rgba paper = rgb(0xfbf9f2);
    Rgba paper_edge = rgb(0xb9b3a3);
    float edge = 1.6f; // the card's outline, in atlas pixels
    // The corner index column: its centre, the rank's, pip's and letter's heights, the pip's size
    // and the widest rank ("10" is narrowed to it).
    float index_x = 24.5f, rank_y = 33, pip_y = 75, pip_size = 15.5f, letter_y = 108;
    int index_max_width = 40;
    // The number cards' pip columns (from the side) and pip size; the court frame's side inset,
    // its line, and the small pips' distance from the middle.
    float pip_inset = 68, body_pip = 1.0f;
    float frame_x = 50, frame_line = 3, court_side = 40;
    int face_max_width = 0; // the court letter narrowed to this (0: as drawn)
};

Look look_of(Deck deck) {
    Look l;
    if (deck == Deck::HighContrast) {
        l.paper = rgb(0xffffff);
        l.paper_edge = rgb(0x000000);
        l.edge = 4.5f;
        l.index_x = 31, l.rank_y = 39, l.pip_y = 88, l.pip_size = 19, l.letter_y = 128;
        l.index_max_width = 52;
        l.pip_inset = 80, l.body_pip = 0.85f;
        l.frame_x = 62, l.frame_line = 5, l.court_side = 28;
        l.face_max_width = 62;
    }
    return l;
}

Box whole(const Canvas& c) {
    return Box{0, 0, c.width(), c.height()};
}

// The card outline: a rounded rectangle filling the cell.
float card_distance(float x, float y, float inset = 0) {
    return rounded_box_distance(x - W / 2, y - H / 2, W / 2 - inset, H / 2 - inset,
                                std::max(1.0f, R - inset));
}

void paint_card_base(Canvas& c, const Look& l) {
    c.fill([](float x, float y) { return card_distance(x, y) <= 0; }, l.paper_edge, whole(c));
    const float edge = l.edge;
    c.fill([=](float x, float y) { return card_distance(x, y, edge) <= 0; }, l.paper, whole(c));
}

// Places a unit-frame shape centred at (cx, cy), `size` pixels from centre to edge; `flip`
// turns it upside down (the pips of a card's lower half).
void place(Canvas& c, bool (*shape)(float, float), float cx, float cy, float size, Rgba color,
           bool flip = false) {
    const Box box{int(cx - size * 1.1f) - 1, int(cy - size * 1.1f) - 1, int(cx + size * 1.1f) + 2,
                  int(cy + size * 1.1f) + 2};
    c.fill(
        [=](float x, float y) {
            float u = (x - cx) / size, v = (y - cy) / size;
            if (flip) {
                u = -u, v = -v;
            }
            return shape(u, v);
        },
        color, box);
}

void place_pip(Canvas& c, int suit, float cx, float cy, float size, Rgba color, bool flip = false) {
    static bool (*const shapes[])(float, float) = {spade, club, diamond, heart, trident};
    place(c, shapes[suit], cx, cy, size, color, flip);
}

// Renders text and returns its coverage mask cropped to the ink.
struct Mask {
    std::vector<float> a;
    int w = 0, h = 0;
};

Mask text_mask(TTF_Font* font, const std::string& text) {
    SDL_Surface* s = TTF_RenderUTF8_Blended(font, text.c_str(), SDL_Color{255, 255, 255, 255});
    if (!s) {
        throw std::runtime_error(std::string("text rendering failed: ") + TTF_GetError());
    }
    SDL_Surface* conv = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    int x0 = conv->w, y0 = conv->h, x1 = -1, y1 = -1;
    auto alpha = [&](int x, int y) {
        return static_cast<const Uint8*>(conv->pixels)[y * conv->pitch + 4 * x + 3];
    };
    for (int y = 0; y < conv->h; ++y) {
        for (int x = 0; x < conv->w; ++x) {
            if (alpha(x, y) > 0) {
                x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x),
                y1 = std::max(y1, y);
            }
        }
    }
    Mask m;
    if (x1 < 0) {
        SDL_FreeSurface(conv);
        return m;
    }
    m.w = x1 - x0 + 1, m.h = y1 - y0 + 1;
    m.a.resize(static_cast<std::size_t>(m.w) * m.h);
    for (int y = 0; y < m.h; ++y) {
        for (int x = 0; x < m.w; ++x) {
            m.a[static_cast<std::size_t>(y) * m.w + x] = alpha(x0 + x, y0 + y) / 255.0f;
        }
    }
    SDL_FreeSurface(conv);
    return m;
}

// Narrows a mask to `width` columns (area-weighted), for "10" in the corner index.
Mask squeezed(const Mask& m, int width) {
    if (width >= m.w || width <= 0) {
        return m;
    }
    Mask out;
    out.w = width, out.h = m.h;
    out.a.assign(static_cast<std::size_t>(out.w) * out.h, 0.0f);
    const float scale = float(m.w) / float(width);
    for (int y = 0; y < m.h; ++y) {
        for (int x = 0; x < width; ++x) {
            const float x0 = x * scale, x1 = (x + 1) * scale;
            float sum = 0;
            for (int sx = int(x0); sx < m.w && sx < int(std::ceil(x1)); ++sx) {
                const float overlap = std::min(x1, float(sx + 1)) - std::max(x0, float(sx));
                if (overlap > 0) {
                    sum += overlap * m.a[static_cast<std::size_t>(y) * m.w + sx];
                }
            }
            out.a[static_cast<std::size_t>(y) * width + x] = sum / scale;
        }
    }
    return out;
}

Mask rotated_180(const Mask& m) {
    Mask r = m;
    std::reverse(r.a.begin(), r.a.end());
    return r;
}

// Draws text with its ink centred on (cx, cy), narrowed to max_width if wider; returns the ink
// height.
float centered_text(Canvas& c, TTF_Font* font, const std::string& text, float cx, float cy,
                    Rgba color, bool flip = false, int max_width = 0) {
    Mask m = text_mask(font, text);
    if (max_width > 0) {
        m = squeezed(m, max_width);
    }
    if (flip) {
        m = rotated_180(m);
    }
    c.blit_mask(m.a, m.w, m.h, int(std::lround(cx - m.w / 2.0f)), int(std::lround(cy - m.h / 2.0f)),
                color);
    return float(m.h);
}

std::string rank_text(int rank) {
    switch (rank) {
    case 1:
        return "A";
    case 11:
        return "J";
    case 12:
        return "Q";
    case 13:
        return "K";
    default:
        return std::to_string(rank);
    }
}

const char suit_letters[] = {'S', 'C', 'D', 'H', 'T'};

// The corner index: rank, pip, suit letter, in a column near the corner. `flip` paints the
// bottom-right copy (rotated half a turn about the card centre).
void paint_index(Canvas& c, const Fonts& f, const Look& l, const std::string& rank, int suit,
                 Rgba color, bool flip) {
    const float cx = l.index_x;
    auto at = [&](float x, float y) { return flip ? std::pair{W - x, H - y} : std::pair{x, y}; };
    auto [rx, ry] = at(cx, l.rank_y);
    centered_text(c, f.index, rank, rx, ry, color, flip, l.index_max_width);
    if (suit >= 0) {
        auto [px, py] = at(cx, l.pip_y);
        place_pip(c, suit, px, py, l.pip_size, color, flip);
        auto [lx, ly] = at(cx, l.letter_y);
        centered_text(c, f.letter, std::string(1, suit_letters[suit]), lx, ly, color, flip);
    }
}

// Pip positions of the number cards: column (-1 left, 0 middle, 1 right) and row (0 top .. 1
// bottom).
struct PipSpot {
    int col;
    float row;
};

std::vector<PipSpot> pip_spots(int rank) {
    switch (rank) {
    case 2:
        return {{0, 0}, {0, 1}};
    case 3:
        return {{0, 0}, {0, 0.5f}, {0, 1}};
    case 4:
        return {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}};
    case 5:
        return {{-1, 0}, {1, 0}, {0, 0.5f}, {-1, 1}, {1, 1}};
    case 6:
        return {{-1, 0}, {1, 0}, {-1, 0.5f}, {1, 0.5f}, {-1, 1}, {1, 1}};
    case 7:
        return {{-1, 0}, {1, 0}, {0, 0.25f}, {-1, 0.5f}, {1, 0.5f}, {-1, 1}, {1, 1}};
    case 8:
        return {{-1, 0}, {1, 0}, {0, 0.25f}, {-1, 0.5f}, {1, 0.5f}, {0, 0.75f}, {-1, 1}, {1, 1}};
    case 9:
        return {{-1, 0},        {1, 0},        {-1, 1 / 3.0f}, {1, 1 / 3.0f}, {0, 0.5f},
                {-1, 2 / 3.0f}, {1, 2 / 3.0f}, {-1, 1},        {1, 1}};
    case 10:
        return {{-1, 0},        {1, 0},        {0, 1 / 6.0f}, {-1, 1 / 3.0f}, {1, 1 / 3.0f},
                {-1, 2 / 3.0f}, {1, 2 / 3.0f}, {0, 5 / 6.0f}, {-1, 1},        {1, 1}};
    default:
        return {};
    }
}

} // namespace

int index_font_size(Deck deck) {
    return deck == Deck::HighContrast ? 56 : 42;
}

int letter_font_size(Deck deck) {
    return deck == Deck::HighContrast ? 32 : 24;
}

Rgba suit_color(int suit, Deck deck) {
    if (deck == Deck::Classic) {
        // Two colours as on a common deck; the tridents keep a colour of their own (blue), not a
        // third black or red suit.
        return suit == 0 || suit == 1 ? rgb(0x17171c) : suit == 4 ? rgb(0x1d4fa8) : rgb(0xcc1830);
    }
    if (deck == Deck::HighContrast) {
        // Dark, saturated inks on white: each as far from the paper as black nearly is.
        static const int inks[] = {0x000000, 0x006a12, 0x0033cc, 0xd00000, 0x7000b0};
        return rgb(suit >= 0 && suit < 5 ? inks[suit] : 0x000000);
    }
    switch (suit) {
    case 0:
        return rgb(0x17171c); // spades: black
    case 1:
        return rgb(0x16793a); // clubs: green
    case 2:
        return rgb(0x1d5cc8); // diamonds: blue
    case 3:
        return rgb(0xcc1830); // hearts: red
    case 4:
        return rgb(0x7a2ea6); // tridents: purple
    default:
        return rgb(0x000000);
    }
}

void paint_face(Canvas& c, const Fonts& f, int rank, int suit, Deck deck) {
    const Look l = look_of(deck);
    paint_card_base(c, l);
    const Rgba ink = suit_color(suit, deck);
    paint_index(c, f, l, rank_text(rank), suit, ink, false);
    paint_index(c, f, l, rank_text(rank), suit, ink, true);

    if (rank == 1) {
        place_pip(c, suit, W / 2, H / 2, 46, ink);
        return;
    }
    if (rank >= 11) {
        // Court cards: a tinted frame with the letter large and the pip, no pictures.
        const float fx0 = l.frame_x, fy0 = 30, fx1 = W - l.frame_x, fy1 = H - 30;
        const float line = l.frame_line;
        const Rgba tint{ink.r, ink.g, ink.b, 0.10f};
        c.fill(
            [&](float x, float y) {
                return rounded_box_distance(x - W / 2, y - H / 2, (fx1 - fx0) / 2, (fy1 - fy0) / 2,
                                            10) <= 0;
            },
            ink, whole(c));
        c.fill(
            [&](float x, float y) {
                return rounded_box_distance(x - W / 2, y - H / 2, (fx1 - fx0) / 2 - line,
                                            (fy1 - fy0) / 2 - line, 8) <= 0;
            },
            l.paper, whole(c));
        c.fill(
            [&](float x, float y) {
                return rounded_box_distance(x - W / 2, y - H / 2, (fx1 - fx0) / 2 - line,
                                            (fy1 - fy0) / 2 - line, 8) <= 0;
            },
            tint, whole(c));
        // A crown for the king, a smaller one for the queen, none for the jack.
        if (rank == 13) {
            place(c, crown, W / 2, 62, 26, rgb(0xc9962b));
        } else if (rank == 12) {
            place(c, crown, W / 2, 64, 18, rgb(0xc9962b));
        }
        centered_text(c, f.face, rank_text(rank), W / 2, H / 2 - 6, ink, false, l.face_max_width);
        place_pip(c, suit, W / 2, H - 70, 24, ink);
        place_pip(c, suit, W / 2 - l.court_side, H - 84, 9, ink);
        place_pip(c, suit, W / 2 + l.court_side, H - 84, 9, ink);
        return;
    }
    // Number cards: pips on a 3-column grid, the lower half turned round.
    const float left = l.pip_inset, right = W - l.pip_inset, top = 52, bottom = H - 52;
    const float size = (rank >= 9 ? 18.5f : 20.0f) * l.body_pip;
    for (const PipSpot& s : pip_spots(rank)) {
        const float x = s.col < 0 ? left : s.col > 0 ? right : W / 2;
        const float y = top + (bottom - top) * s.row;
        place_pip(c, suit, x, y, size, ink, s.row > 0.5f);
    }
}

void paint_action(Canvas& c, const Fonts& f, int which, int suit, Deck deck) {
    const Look l = look_of(deck);
    paint_card_base(c, l);
    const Rgba ink = suit_color(suit, deck);
    static const char* const corner[] = {"", "SK", "RV", "+2"};
    paint_index(c, f, l, corner[which], suit, ink, false);
    paint_index(c, f, l, corner[which], suit, ink, true);
    // A disc of the suit's colour in the middle, the action's sign in white on it, and the suit
    // under it: the card reads as an action from across the table.
    const float cx = W / 2, cy = H / 2 - 10, r = 58;
    const Rgba white = l.paper;
    c.fill([=](float x, float y) { return in_circle(cx, cy, r, x, y); }, ink, whole(c));
    if (which == 1) {
        // A ring with a bar across it: "no turn".
        c.fill(
            [=](float x, float y) {
                const float d = std::hypot(x - cx, y - cy);
                const float u = (x - cx + y - cy) / std::sqrt(2.0f);
                const float v = (x - cx - (y - cy)) / std::sqrt(2.0f);
                return (d <= 40 && d >= 28) || (std::fabs(v) <= 6 && std::fabs(u) <= 34);
            },
            white, whole(c));
    } else if (which == 2) {
        // Two arrows, one each way.
        for (const int dir : {-1, 1}) {
            const float y0 = cy + dir * 14.0f;
            const float tip = cx + dir * 36.0f, base = cx + dir * 14.0f, tail = cx - dir * 34.0f;
            c.fill(
                [=](float x, float y) {
                    const bool shaft = std::fabs(y - y0) <= 5 && (x - tail) * (x - base) <= 0;
                    const bool head =
                        in_triangle(Vec{tip, y0}, Vec{base, y0 - 15}, Vec{base, y0 + 15}, x, y);
                    return shaft || head;
                },
                white, whole(c));
        }
    } else {
        centered_text(c, f.face, "+2", cx, cy, white, false, 64);
    }
    place_pip(c, suit, cx, H - 58, 22, ink);
}

void paint_joker(Canvas& c, const Fonts& f, int number, Deck deck) {
    const Look l = look_of(deck);
    paint_card_base(c, l);
    const Rgba ink = deck == Deck::HighContrast ? rgb(0x90005a) : rgb(0xb0157a);
    const Rgba gold = rgb(0xe0a526);
    // Corner: a star and the joker's number.
    for (bool flip : {false, true}) {
        auto at = [&](float x, float y) {
            return flip ? std::pair{W - x, H - y} : std::pair{x, y};
        };
        auto [sx, sy] = at(l.index_x, 30);
        place(c, star, sx, sy, 17, ink, flip);
        auto [nx, ny] = at(l.index_x, deck == Deck::HighContrast ? 78.0f : 70.0f);
        centered_text(c, f.index, std::to_string(number), nx, ny, ink, flip);
    }
    // Centre: a large gold star with a dark rim, then the word.
    place(c, star, W / 2, H / 2 - 22, 62, ink);
    place(c, star, W / 2, H / 2 - 20, 52, gold);
    centered_text(c, f.label, "JOKER", W / 2, H / 2 + 62, ink);
}

void paint_back(Canvas& c, Deck deck) {
    const Look l = look_of(deck);
    const bool contrast = deck == Deck::HighContrast;
    // The high-contrast back is black and white: no face could be taken for it.
    const Rgba border = contrast ? rgb(0xffffff) : rgb(0xfbf9f2);
    const Rgba field = contrast ? rgb(0x000000) : rgb(0x8e1b30);
    const Rgba lattice = contrast ? rgb(0x5a5a5a) : rgb(0xa8324a);
    const Rgba gold = contrast ? rgb(0xffffff) : rgb(0xe2b24a);
    c.fill([](float x, float y) { return card_distance(x, y) <= 0; }, l.paper_edge, whole(c));
    const float edge = l.edge;
    c.fill([=](float x, float y) { return card_distance(x, y, edge) <= 0; }, border, whole(c));
    c.fill([](float x, float y) { return card_distance(x, y, 11) <= 0; }, field, whole(c));
    // A diamond lattice.
    c.fill(
        [](float x, float y) {
            if (card_distance(x, y, 16) > 0) {
                return false;
            }
            const float a = std::fmod(std::abs(x + y) + 1000.0f, 22.0f);
            const float b = std::fmod(std::abs(x - y) + 1000.0f, 22.0f);
            return a < 2.4f || b < 2.4f;
        },
        lattice, whole(c));
    // A gold frame and the crown emblem in an oval.
    c.fill(
        [](float x, float y) {
            const float d = card_distance(x, y, 16);
            return d <= 0 && d >= -3;
        },
        gold, whole(c));
    c.fill(
        [](float x, float y) {
            const float u = (x - W / 2) / 58, v = (y - H / 2) / 46;
            return u * u + v * v <= 1;
        },
        field, whole(c));
    c.fill(
        [](float x, float y) {
            const float u = (x - W / 2) / 58, v = (y - H / 2) / 46;
            const float r = u * u + v * v;
            return r <= 1 && r >= 0.86f;
        },
        gold, whole(c));
    place(c, crown, W / 2, H / 2 + 2, 34, gold);
}

namespace {

// A ring along the card's edge, `outer_inset` in from it, kept where `keep` says (a pattern).
void pattern_ring(Canvas& c, float outer_inset, float thickness, Rgba color,
                  bool (*keep)(float x, float y)) {
    c.fill(
        [=](float x, float y) {
            const float d = card_distance(x, y, outer_inset);
            return d <= 0 && d >= -thickness && keep(x, y);
        },
        color, whole(c));
}

bool solid(float, float) {
    return true;
}

// Dashes across the ring: stripes along the diagonal, 18 px on and 12 off.
bool dashed(float x, float y) {
    return std::fmod(x + y + 1000.0f, 30.0f) < 18.0f;
}

// Squares along the ring: a checkerboard of 12 px.
bool squares(float x, float y) {
    return (int(x / 12) + int(y / 12)) % 2 == 0;
}

// Every deck's marks: each its own shape, so that they are told apart without their colours (in
// greyscale, or by an eye that does not see the hue). The high-contrast deck's bands are wider.
void paint_shaped_overlay(Canvas& c, layout::CardOverlay which, bool contrast) {
    using O = layout::CardOverlay;
    switch (which) {
    case O::Selected:
        // A solid ring and solid corners.
        pattern_ring(c, 0, contrast ? 11 : 9, rgb(0xf2c230), solid);
        c.fill(
            [](float x, float y) {
                const float u = std::min(x, W - x), v = std::min(y, H - y);
                return card_distance(x, y) <= 0 && u + v <= 46;
            },
            rgb(0xf2c230), whole(c));
        pattern_ring(c, contrast ? 11 : 9, 2.5f, rgb(0x5a3e00), solid);
        break;
    case O::Hint:
        // A dashed ring over a faint wash.
        c.fill([](float x, float y) { return card_distance(x, y) <= 0; }, rgb(0x2fd3c0, 0.12f),
               whole(c));
        pattern_ring(c, 0, contrast ? 10 : 8, rgb(0x22c7b4), dashed);
        pattern_ring(c, contrast ? 10 : 8, 2.5f, rgb(0x0c4d46), dashed);
        break;
    case O::Focus:
        // A double line: dark, light, dark.
        pattern_ring(c, 0, 3, rgb(0x000000), solid);
        pattern_ring(c, 3, 4, rgb(0xffffff), solid);
        pattern_ring(c, 7, 3, rgb(0x000000), solid);
        break;
    case O::Dim:
        // A veil with diagonal hatching.
        c.fill([](float x, float y) { return card_distance(x, y) <= 0; }, rgb(0x262a28, 0.40f),
               whole(c));
        c.fill(
            [](float x, float y) {
                return card_distance(x, y) <= 0 && std::fmod(x - y + 1000.0f, 16.0f) < 3.0f;
            },
            rgb(0x000000, 0.55f), whole(c));
        break;
    case O::DropTarget:
        // A ring of squares over a faint wash.
        c.fill([](float x, float y) { return card_distance(x, y) <= 0; }, rgb(0x52e06a, 0.18f),
               whole(c));
        pattern_ring(c, 0, 12, rgb(0x52e06a), squares);
        pattern_ring(c, 0, 12, rgb(0x0b4a16, 0.9f),
                     [](float x, float y) { return !squares(x, y); });
        break;
    case O::Shadow:
        break;
    }
}

} // namespace

void paint_overlay(Canvas& c, int which, Deck deck) {
    using O = layout::CardOverlay;
    if (static_cast<O>(which) != O::Shadow) {
        paint_shaped_overlay(c, static_cast<O>(which), deck == Deck::HighContrast);
        return;
    }
    c.fill([](float x, float y) { return card_distance(x, y, 7) <= 0; }, rgb(0x000000, 0.55f),
           whole(c));
    c.blur(3);
}

void paint_ui_piece(Canvas& c, int which) {
    using P = layout::UiPiece;
    const float s = layout::ui_size;
    const float k = layout::ui_corner;
    const Rgba white = rgb(0xffffff);
    switch (static_cast<P>(which)) {
    case P::PanelFill:
        c.fill(
            [=](float x, float y) {
                return rounded_box_distance(x - s / 2, y - s / 2, s / 2, s / 2, k) <= 0;
            },
            white, whole(c));
        break;
    case P::PanelRing:
        c.fill(
            [=](float x, float y) {
                const float d = rounded_box_distance(x - s / 2, y - s / 2, s / 2, s / 2, k);
                return d <= 0 && d >= -3.5f;
            },
            white, whole(c));
        break;
    case P::SoftShadow:
        // Opaque in the middle, fading to nothing over the outer 48 px (the 9-slice corner).
        c.fill(
            [=](float x, float y) {
                return rounded_box_distance(x - s / 2, y - s / 2, s / 2 - 24, s / 2 - 24, 20) <= 0;
            },
            rgb(0x000000), whole(c));
        c.blur(8);
        break;
    case P::Disc:
        c.fill([=](float x, float y) { return in_circle(s / 2, s / 2, s / 2 - 1, x, y); }, white,
               whole(c));
        break;
    case P::Ring:
        c.fill(
            [=](float x, float y) {
                return in_circle(s / 2, s / 2, s / 2 - 1, x, y) &&
                       !in_circle(s / 2, s / 2, s / 2 - 8, x, y);
            },
            white, whole(c));
        break;
    case P::Crown:
        place(c, crown, s / 2, s / 2, s / 2 - 6, white);
        break;
    }
}

} // namespace parlor::atlas_gen

import type { Drawing } from '../svg';
import { boreholePump, openwellHorizontal, openwellVertical, submersibleMotor, verticalTurbine } from './borehole';
import { cables, controlPanel, pipes } from './accessories';
import { circulator, plasticPump } from './domestic';
import { boosterHorizontal, boosterVertical, endSuction, monoblock, peripheral, splitCase } from './surface';
import { mixer, sewagePump } from './wastewater';

/** Every kind of product the illustrator can draw. */
export type ProductKind =
  | 'borehole-pump'
  | 'submersible-motor'
  | 'booster-horizontal'
  | 'booster-vertical'
  | 'end-suction'
  | 'split-case'
  | 'vertical-turbine'
  | 'sewage-pump'
  | 'grinder-pump'
  | 'mixer'
  | 'openwell-vertical'
  | 'openwell-horizontal'
  | 'monoblock'
  | 'peripheral'
  | 'pipes'
  | 'cables'
  | 'control-panel'
  | 'plastic-pump'
  | 'circulator';

/** Human name of each kind, used in captions when the content gives no title. */
export const kindNames: Record<ProductKind, string> = {
  'borehole-pump': 'Borehole submersible pump',
  'submersible-motor': 'Submersible motor',
  'booster-horizontal': 'Horizontal multistage pump',
  'booster-vertical': 'Vertical multistage pump',
  'end-suction': 'End suction pump',
  'split-case': 'Horizontal split case pump',
  'vertical-turbine': 'Vertical turbine pump',
  'sewage-pump': 'Sewage pump',
  'grinder-pump': 'Grinder pump',
  mixer: 'Submersible mixer',
  'openwell-vertical': 'Openwell submersible pump',
  'openwell-horizontal': 'Openwell submersible pump',
  monoblock: 'Centrifugal monoblock pump',
  peripheral: 'Peripheral pump',
  pipes: 'uPVC column pipes',
  cables: 'Submersible cables',
  'control-panel': 'Control panel',
  'plastic-pump': 'Self-priming plastic pump',
  circulator: 'Inline circulation pump',
};

/** Options that change a drawing within its kind. */
export interface DrawOptions {
  /** Nominal bore in inches (borehole pumps and motors grow with it). */
  sizeInch?: number;
  /** Free text (title, series) used for small variants: blue pipes, 4-core cable. */
  hint?: string;
}

/** Draws one product kind in its own coordinate system. */
export function drawProduct(kind: ProductKind, o: DrawOptions = {}): Drawing {
  const hint = o.hint ?? '';
  switch (kind) {
    case 'borehole-pump':
      // Cast-iron bowls for KC, cast top parts for the Noryl-impeller KP, all stainless otherwise.
      return boreholePump(
        o.sizeInch,
        /cast iron|\bKC\b/i.test(hint) ? 'cast' : /noryl|\bKP\b/i.test(hint) ? 'mixed' : 'stainless',
      );
    case 'submersible-motor':
      return submersibleMotor(o.sizeInch);
    case 'booster-horizontal':
      return boosterHorizontal();
    case 'booster-vertical':
      return boosterVertical();
    case 'end-suction':
      return endSuction(/stainless|\bKES\b/i.test(hint));
    case 'split-case':
      return splitCase();
    case 'vertical-turbine':
      return verticalTurbine();
    case 'sewage-pump':
      return sewagePump(false);
    case 'grinder-pump':
      return sewagePump(true);
    case 'mixer':
      return mixer();
    case 'openwell-vertical':
      return openwellVertical();
    case 'openwell-horizontal':
      return openwellHorizontal();
    case 'monoblock':
      return monoblock();
    case 'peripheral':
      return peripheral();
    case 'pipes':
      // 60 Hz markets in our catalogue use blue column pipes; the hint carries the frequency.
      return pipes(/60\s*hz|blue/i.test(hint));
    case 'cables':
      return cables(/4[\s-]*core/i.test(hint) ? 4 : 3);
    case 'control-panel':
      return controlPanel();
    case 'plastic-pump':
      return plasticPump();
    case 'circulator':
      return circulator();
  }
}

/** Kinds drawn lying down that the product frame shows tilted, like a catalogue photograph. */
export const tiltedKinds: ReadonlySet<ProductKind> = new Set(['borehole-pump', 'submersible-motor']);

/**
 * Chooses the kind from a product's category, then refines with series and title. Categories are
 * SPEC 3.1 names; when there is none (a banner slug, a brochure title), keywords decide.
 */
export function classifyProduct(p: { category?: string; series?: string; title?: string; slug?: string }): ProductKind {
  const category = (p.category ?? '').toUpperCase();
  const detail = `${p.series ?? ''} ${p.title ?? ''} ${p.slug ?? ''}`;
  const all = `${category} ${detail}`.replace(/[-_]/g, ' ');
  const has = (re: RegExp, text = all) => re.test(text);
  // Order matters: the more specific phrase wins ("openwell submersible" before "submersible").
  if (has(/CABLE/i)) return 'cables';
  if (has(/PIPE/i)) return 'pipes';
  if (has(/CONTROL\s*PANEL|STARTER|\bpanel/i)) return 'control-panel';
  if (has(/PLASTIC|SELF[\s-]*PRIMING|\bKP[LC]\b/i)) return 'plastic-pump';
  if (has(/CIRCULAT|\bKC[RI]\b/i)) return 'circulator';
  if (has(/WASTE|SEWAGE|MIXER|GRINDER|\bKTP\b|\bKG\b/i)) {
    if (has(/MIXER|\bKTP\b/i, detail)) return 'mixer';
    if (has(/GRINDER|\bKG\b/i, detail)) return 'grinder-pump';
    return 'sewage-pump';
  }
  if (has(/OPENWELL|OPEN\s*WELL|\bKO[VH]\b/i))
    return has(/HORIZONTAL|\bKOH\b/i) ? 'openwell-horizontal' : 'openwell-vertical';
  if (has(/MOTOR/i) && !has(/MONOBLOCK/i)) return 'submersible-motor';
  if (has(/SPLIT\s*CASE|\bKAW\b/i)) return 'split-case';
  if (has(/TURBINE|\bKVT\b/i)) return 'vertical-turbine';
  if (has(/MONOBLOCK|\bKMS\b/i)) return 'monoblock';
  if (has(/PERIPHERAL|\bKPE\b|\bTPS\b/i)) return 'peripheral';
  if (has(/END\s*SUCTION|\bKE[CSPH]\b/i))
    return has(/CLOSE[\s-]*COUPLED|\bKEC\b/i, detail) ? 'monoblock' : 'end-suction';
  if (has(/BOOST|MULTISTAGE|PRESSURE|\bKIV\b|\bKH\b|INLINE/i))
    return has(/VERTICAL|\bKIV\b|INLINE/i) ? 'booster-vertical' : 'booster-horizontal';
  if (has(/SUBMERSIBLE|BOREHOLE|SOLAR/i)) return 'borehole-pump';
  return 'borehole-pump';
}

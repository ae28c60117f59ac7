import { describe, expect, it } from 'vitest';
import { howToText } from '@kortbord/engine';
import { parseRoute } from '../src/routes';
import { rulesLink, rulesOptions } from '../src/ui/RulesPage';

describe('the rules page', () => {
  it('carries the chosen options in its link, and the how-to follows them', () => {
    const link = rulesLink('vri-atter', null, { drawLimit: 'until-playable', firstTurn: 'none' });
    const [path, search] = link.split('?') as [string, string];
    const route = parseRoute(path, `?${search}`);
    expect(route).toMatchObject({ name: 'rules', game: 'vri-atter' });
    const options = rulesOptions('vri-atter', `?${search}`);
    expect(options['drawLimit']).toBe('until-playable');
    expect(howToText('vri-atter', options, 'nb')).toContain('første tur: ingen begrensning');
    expect(howToText('vri-atter', options, 'sv')).toContain('tills ett kort passar');
    expect(howToText('vri-atter', rulesOptions('vri-atter', ''), 'nb')).toContain(
      'første tur: bare samme farge',
    );
  });

  it('lists what each card does with an example, only the rules in force', async () => {
    const { cardRules } = await import('@kortbord/engine');
    const plain = cardRules('vri-atter', rulesOptions('vri-atter', '')).map((r) => r.what.nb);
    expect(plain).toContain('Åtter');
    expect(plain).toContain('Første tur');
    expect(plain).not.toContain('Toer');
    const link = rulesLink('vri-atter', null, { twoPenalty: true, firstTurn: 'none' });
    const house = cardRules('vri-atter', rulesOptions('vri-atter', `?${link.split('?')[1] ?? ''}`));
    expect(house.map((r) => r.what.sv)).toEqual(['Åtta', 'Tvåa']);
    const international = cardRules('president', rulesOptions('president', '?preset=international'));
    expect(international.map((r) => r.what.en)).not.toContain('The three of clubs');
  });

  it('knows only its games', () => {
    expect(parseRoute('/regler/poker', '').name).toBe('home');
    expect(howToText('tuffa-viktor', rulesOptions('tuffa-viktor', '?preset=snabb'), 'en')).toContain(
      'first to 100',
    );
  });
});
